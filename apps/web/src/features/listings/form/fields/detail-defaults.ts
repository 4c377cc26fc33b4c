import type { MainCategory } from '@souqna/contracts';

/** Spec section 9's colour default, for both the body and the interior. */
export const DEFAULT_COLOUR = '#000000';

/**
 * A new listing's details (spec section 9): a vehicle of this year with no mileage, black, automatic,
 * in good condition; a property with nothing assumed but its type. Lists start empty so the tag
 * inputs always have an array to add to.
 */
export function defaultDetails(
  mainCategory: MainCategory,
  subCategory: string,
  now = new Date(),
): Record<string, unknown> {
  if (mainCategory === 'realEstate') return { propertyType: subCategory, features: [], amenities: [] };
  return {
    vehicleType: subCategory,
    year: now.getFullYear(),
    mileage: 0,
    color: DEFAULT_COLOUR,
    interiorColor: DEFAULT_COLOUR,
    transmissionType: 'automatic',
    condition: 'good',
    features: [],
  };
}
