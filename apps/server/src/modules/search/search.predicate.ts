import { yearBoundsOf } from '@souqna/contracts';
import {
  browseFiltersOf,
  DEFAULT_RADIUS_KM,
  detailKindOf,
  EARTH_RADIUS_KM,
  nearBoxOf,
} from './search.filters.js';
import type { BrowseFilters } from './search.types.js';

/**
 * One listing as the browse's conditions read it (`publicListingConditions`): its row, its
 * details, and whether its seller is disabled. Numeric columns come as the database writes them
 * (`price`, `bathrooms`), so they compare exactly as the database compares them.
 */
export interface ListingFacts {
  id: string;
  userId: string;
  title: string;
  status: string;
  sellerDisabled: boolean;
  mainCategory: string;
  subCategory: string;
  listingAction: string;
  cityCode: string | null;
  areaCode: string | null;
  latitude: number | null;
  longitude: number | null;
  price: string;
  currency: 'SYP' | 'USD';
  make: string | null;
  model: string | null;
  year: number | null;
  vehicle: {
    fuelType: string | null;
    transmissionType: string | null;
    mileage: number | null;
    condition: string | null;
  } | null;
  home: {
    bedrooms: number | null;
    bathrooms: string | null;
    /** A `real` column: compared in single precision, as the database does. */
    size: number | null;
    condition: string | null;
  } | null;
}

/**
 * Which part of the matcher reads each browse filter. Typed over every key of the browse query,
 * so a filter added to the browse does not compile until the matcher says how it reads it (and
 * `search.predicate.test.ts` walks these keys against the browse itself).
 */
export const FILTER_PARTS = {
  mainCategory: 'row',
  subCategory: 'row',
  userId: 'row',
  excludeId: 'row',
  listingAction: 'row',
  cityCode: 'place',
  areaCode: 'place',
  // A typed place is a city or an area (`browseFiltersOf`), else more words.
  location: 'place',
  latitude: 'near',
  longitude: 'near',
  radius: 'near',
  minPrice: 'price',
  maxPrice: 'price',
  currency: 'price',
  year: 'details',
  minYear: 'details',
  maxYear: 'details',
  builtYear: 'details',
  make: 'details',
  model: 'details',
  fuelType: 'details',
  transmissionType: 'details',
  condition: 'details',
  minMileage: 'details',
  maxMileage: 'details',
  bedrooms: 'details',
  bathrooms: 'details',
  minSize: 'details',
  maxSize: 'details',
  // Checked against the listing's search vector, all searches' words at once (`textsMatching`).
  search: 'text',
  // The schema reads it into `search`.
  query: 'text',
  // Neither narrows: only a sort by place reads the language, and the browse never lists more.
  lang: 'none',
  preview: 'none',
  publicAccess: 'none',
} as const satisfies Record<
  keyof BrowseFilters,
  'row' | 'place' | 'near' | 'price' | 'details' | 'text' | 'none'
>;

/** An exact decimal: `digits` × 10^-`scale`. */
interface Decimal {
  digits: bigint;
  scale: number;
}

/** A number or numeric text exactly as written (a number as the drivers send it: `String(n)`). */
function decimalOf(value: string | number): Decimal {
  const [mantissa = '0', exponent = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(`${whole}${fraction}`);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

const times = (a: Decimal, b: Decimal): Decimal => ({
  digits: a.digits * b.digits,
  scale: a.scale + b.scale,
});

function compareDecimals(a: Decimal, b: Decimal) {
  const scale = Math.max(a.scale, b.scale);
  const x = a.digits * 10n ** BigInt(scale - a.scale);
  const y = b.digits * 10n ** BigInt(scale - b.scale);
  return x === y ? 0 : x > y ? 1 : -1;
}

/** `priceConditions`: both sides in SYP at `rate`; a USD side with no rate is null, which passes nothing. */
function pricePasses(filters: BrowseFilters, listing: ListingFacts, rate: number | undefined) {
  if (filters.minPrice === undefined && filters.maxPrice === undefined) return true;
  const inSyp = (amount: string | number, currency: string) =>
    currency !== 'USD'
      ? decimalOf(amount)
      : rate === undefined
        ? null
        : times(decimalOf(amount), decimalOf(rate));
  const price = inSyp(listing.price, listing.currency);
  const bound = (amount: number | undefined, holds: (order: number) => boolean) => {
    if (amount === undefined) return true;
    const limit = inSyp(amount, filters.currency);
    return price !== null && limit !== null && holds(compareDecimals(price, limit));
  };
  return bound(filters.minPrice, (order) => order >= 0) && bound(filters.maxPrice, (order) => order <= 0);
}

// The database's radians(): degrees times the same double.
const radians = (degrees: number) => degrees * (Math.PI / 180);

/** `nearConditions`, in the same order of the same double operations. */
function isNear(listing: ListingFacts, latitude: number, longitude: number, radius = DEFAULT_RADIUS_KM) {
  const { latitude: lat, longitude: lng } = listing;
  if (lat === null || lng === null || (lat === 0 && lng === 0)) return false;
  const { latSpan, lngSpan } = nearBoxOf(latitude, radius);
  if (lat < latitude - latSpan || lat > latitude + latSpan) return false;
  if (lng < longitude - lngSpan || lng > longitude + lngSpan) return false;
  const cosine =
    Math.cos(radians(latitude)) * Math.cos(radians(lat)) * Math.cos(radians(lng) - radians(longitude)) +
    Math.sin(radians(latitude)) * Math.sin(radians(lat));
  return EARTH_RADIUS_KM * Math.acos(Math.min(1, Math.max(-1, cosine))) <= radius;
}

/** A comparison with a null column is null in SQL, which passes nothing. */
const atLeast = (value: number | null, bound: number | undefined) =>
  bound === undefined || (value !== null && value >= bound);
const atMost = (value: number | null, bound: number | undefined) =>
  bound === undefined || (value !== null && value <= bound);
const equal = <T>(value: T | null, wanted: T | undefined) => wanted === undefined || value === wanted;

/** `detailConditions`: the listing's own copies, then the detail rows that must exist. */
function detailsPass(filters: BrowseFilters, listing: ListingFacts) {
  const years = yearBoundsOf(filters);
  if (!equal(listing.make, filters.make) || !equal(listing.model, filters.model)) return false;
  if (!atLeast(listing.year, years.min) || !atMost(listing.year, years.max)) return false;
  const vehicleOnly = [filters.fuelType, filters.transmissionType, filters.minMileage, filters.maxMileage];
  const homeOnly = [filters.bedrooms, filters.bathrooms, filters.minSize, filters.maxSize];
  const some = (values: unknown[]) => values.some((value) => value !== undefined);
  const vehicleNamed = filters.make !== undefined || filters.model !== undefined;
  const kind = detailKindOf(filters, vehicleNamed || some(vehicleOnly), some(homeOnly));
  const { condition } = filters;
  const vehicleAsked = some(vehicleOnly) || (kind === 'vehicles' && condition !== undefined);
  const homeAsked = some(homeOnly) || (kind === 'realEstate' && condition !== undefined);
  const { vehicle, home } = listing;
  const vehiclePasses = (v: NonNullable<ListingFacts['vehicle']>, withCondition: boolean) =>
    equal(v.fuelType, filters.fuelType) &&
    equal(v.transmissionType, filters.transmissionType) &&
    atLeast(v.mileage, filters.minMileage) &&
    atMost(v.mileage, filters.maxMileage) &&
    (!withCondition || equal(v.condition, condition));
  // Bathrooms are numeric, size a real: each compared as its column is.
  const single = (value: number | undefined) => (value === undefined ? undefined : Math.fround(value));
  const homePasses = (h: NonNullable<ListingFacts['home']>, withCondition: boolean) =>
    atLeast(h.bedrooms, filters.bedrooms) &&
    (filters.bathrooms === undefined ||
      (h.bathrooms !== null && compareDecimals(decimalOf(h.bathrooms), decimalOf(filters.bathrooms)) >= 0)) &&
    atLeast(h.size === null ? null : Math.fround(h.size), single(filters.minSize)) &&
    atMost(h.size === null ? null : Math.fround(h.size), single(filters.maxSize)) &&
    (!withCondition || equal(h.condition, condition));
  if (vehicleAsked && !(vehicle && vehiclePasses(vehicle, kind === 'vehicles'))) return false;
  if (homeAsked && !(home && homePasses(home, kind === 'realEstate'))) return false;
  if (kind === undefined && condition !== undefined) {
    return vehicle?.condition === condition || home?.condition === condition;
  }
  return true;
}

/**
 * Whether a public browse with these filters lists the listing, its words aside: the browse's own
 * conditions (`publicListingConditions`, after `browseFiltersOf`) checked against one listing in
 * hand. The words are `textsMatching`'s, for all searches at once. `rate` is the USD rate in
 * effect (`needsRate` says whether a query reads it).
 */
export function passesFilters(
  query: BrowseFilters,
  listing: ListingFacts,
  rate: number | undefined,
): boolean {
  const filters = browseFiltersOf(query);
  if (listing.status !== 'active' || listing.sellerDisabled) return false;
  if (filters.mainCategory && listing.mainCategory !== filters.mainCategory) return false;
  if (filters.subCategory && listing.subCategory !== filters.subCategory) return false;
  if (filters.userId && listing.userId !== filters.userId) return false;
  if (filters.excludeId && listing.id === filters.excludeId) return false;
  if (filters.listingAction && listing.listingAction !== filters.listingAction) return false;
  if (filters.cityCode && listing.cityCode !== filters.cityCode) return false;
  if (filters.areaCode && listing.areaCode !== filters.areaCode) return false;
  if (filters.latitude !== undefined && filters.longitude !== undefined) {
    if (!isNear(listing, filters.latitude, filters.longitude, filters.radius)) return false;
  }
  return pricePasses(filters, listing, rate) && detailsPass(filters, listing);
}
