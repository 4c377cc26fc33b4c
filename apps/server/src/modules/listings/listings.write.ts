import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { findCity, findMake, LISTING_IMAGE_LIMITS, type ListingInput } from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { buildSearchText, searchVectorOf } from './listings.search-text.js';
import { stageImageVariants, type ProcessedImage } from '../../platform/media/image-variants.js';
import { perceptualColumns } from '../../platform/media/perceptual-hash.js';
import type { MediaChanges } from '../../platform/media/media-changes.js';

// What create and edit both write: the columns a listing input maps to, and its new photos.

const VEHICLE_COLUMNS = [
  'vehicleType',
  'make',
  'model',
  'customMake',
  'customModel',
  'year',
  'mileage',
  'fuelType',
  'transmissionType',
  'condition',
  'bodyType',
  'color',
] as const;
const REAL_ESTATE_COLUMNS = [
  'propertyType',
  'size',
  'landArea',
  'bedrooms',
  'bathrooms',
  'yearBuilt',
  'condition',
  'furnished',
  'floor',
  'totalFloors',
] as const;

/** Splits parsed details into the indexed columns and the long tail kept in `extras`. */
function splitColumns<K extends string>(details: Record<string, unknown>, columns: readonly K[]) {
  const picked: Record<string, unknown> = {};
  const extras: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if ((columns as readonly string[]).includes(key)) picked[key] = value;
    else extras[key] = value;
  }
  return { ...picked, extras } as Record<K, never> & { extras: Record<string, unknown> };
}

export function searchTextOf(input: ListingInput) {
  const city = input.cityCode ? findCity(input.cityCode) : undefined;
  const area = city && input.areaCode ? city.areas.find((entry) => entry.code === input.areaCode) : undefined;
  const make = input.vehicle ? findMake(input.vehicle.make) : undefined;
  return buildSearchText([
    input.title,
    input.description,
    input.location,
    city?.name.en,
    city?.name.ar,
    area?.name.en,
    area?.name.ar,
    make?.name.en,
    make?.name.ar,
    input.vehicle?.make,
    input.vehicle?.model,
    input.subCategory,
  ]);
}

/**
 * The `listings` columns an input sets on create and edit alike. The vector's date is the
 * listing's creation (`now()` while creating), so an edit keeps the listing's place in recency.
 */
export function listingColumns(input: ListingInput, createdAt: Date | SQL) {
  const searchText = searchTextOf(input);
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    currency: input.currency,
    listingAction: input.listingAction,
    location: input.location,
    cityCode: input.cityCode,
    areaCode: input.areaCode,
    latitude: input.latitude,
    longitude: input.longitude,
    searchText,
    searchVector: searchVectorOf(searchText, createdAt),
  };
}

/** The details row of a listing: indexed columns plus `extras`. */
export const detailRows = (id: string, input: ListingInput) => ({
  vehicle: input.vehicle ? { listingId: id, ...splitColumns(input.vehicle, VEHICLE_COLUMNS) } : undefined,
  realEstate: input.realEstate
    ? { listingId: id, ...splitColumns(input.realEstate, REAL_ESTATE_COLUMNS) }
    : undefined,
});

/** A listing has at least one photo and at most the limit. */
export function checkPhotoCount(count: number) {
  if (count === 0) throw new AppError('IMAGE_REQUIRED');
  if (count > LISTING_IMAGE_LIMITS.maxFiles) {
    throw new AppError('TOO_MANY_IMAGES', undefined, { max: LISTING_IMAGE_LIMITS.maxFiles });
  }
}

/**
 * Stages each photo's variants and returns its `listing_images` row, placed after `after` images
 * already there; the first becomes primary when `primary` says the listing has none.
 */
export async function storePhotos(
  media: MediaChanges,
  listingId: string,
  photos: readonly ProcessedImage[],
  { after, primary }: { after: number; primary: boolean },
) {
  const prefix = `listings/${listingId}`;
  const rows = [];
  for (const [index, photo] of photos.entries()) {
    const variants = await stageImageVariants(media, prefix, photo);
    rows.push({
      id: randomUUID(),
      listingId,
      position: after + index,
      isPrimary: primary && index === 0,
      contentHash: photo.contentHash,
      ...perceptualColumns(photo.perceptualHash),
      storageKey: `${prefix}/${photo.contentHash.slice(0, 16)}`,
      width: photo.width,
      height: photo.height,
      variants,
    });
  }
  return rows;
}
