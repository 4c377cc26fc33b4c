import type { MainCategory } from '@souqna/contracts';

/**
 * Spec section 5's required vehicle details, in the order the form asks for them. Its warranty is
 * left out: most used cars have none, and a seller answers it yes or no (or not at all) with the
 * history, its period beside it.
 */
export const VEHICLE_REQUIRED = [
  'make',
  'model',
  'year',
  'mileage',
  'condition',
  'fuelType',
  'transmissionType',
  'color',
  'interiorColor',
  'previousOwners',
  'serviceHistory',
  'registrationStatus',
] as const;

/**
 * Spec section 5 asks size, year built, bedrooms, bathrooms and condition of every property; a plot
 * has only a size, a shop no bedrooms, and "other" (a farm, a warehouse) may have neither rooms nor
 * a build year.
 */
const REAL_ESTATE_REQUIRED: Record<string, readonly string[]> = {
  HOUSE: ['size', 'bedrooms', 'bathrooms', 'yearBuilt', 'condition'],
  APARTMENT: ['size', 'bedrooms', 'bathrooms', 'yearBuilt', 'condition'],
  CONDO: ['size', 'bedrooms', 'bathrooms', 'yearBuilt', 'condition'],
  COMMERCIAL: ['size', 'bathrooms', 'yearBuilt', 'condition'],
  LAND: ['size'],
  OTHER: ['size', 'condition'],
};

/** The required fields of this type, in form order. */
export const requiredFields = (mainCategory: MainCategory, subCategory: string): readonly string[] =>
  mainCategory === 'vehicles'
    ? VEHICLE_REQUIRED
    : (REAL_ESTATE_REQUIRED[subCategory] ?? REAL_ESTATE_REQUIRED.OTHER!);
