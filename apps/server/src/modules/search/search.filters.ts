import { and, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  CITIES,
  foldName,
  matchCity,
  PROPERTY_TYPES,
  VEHICLE_TYPES,
  yearBoundsOf,
  type ListingQuery,
  type MainCategory,
} from '@souqna/contracts';
import { listings, realEstateDetails, users, vehicleDetails } from '../../db/schema/index.js';
import type { BrowseFilters } from './search.types.js';

export const needsRate = (query: Pick<ListingQuery, 'sortBy' | 'minPrice' | 'maxPrice'>) =>
  query.sortBy === 'price' || query.minPrice !== undefined || query.maxPrice !== undefined;

const rateParam = (rate: number | undefined) => (rate === undefined ? sql`null` : sql`${rate}::numeric`);

/**
 * A listing's price in SYP at `rate`. Without any rate a USD price has no SYP value: such
 * listings drop out of price filters and sort last rather than being compared as if 1 USD = 1 SYP.
 */
export const priceInSyp = (rate: number | undefined) =>
  sql`(case when ${listings.currency} = 'USD' then ${listings.price} * ${rateParam(rate)} else ${listings.price} end)`;

/** `priceInSyp` of a row already read; the two must agree, as a search sorts its matches here. */
export const priceInSypOf = (row: { price: number; currency: 'SYP' | 'USD' }, rate: number | undefined) =>
  row.currency !== 'USD' ? row.price : rate === undefined ? null : row.price * rate;

function priceConditions(filters: BrowseFilters, rate: number | undefined): SQL[] {
  const inSyp = (amount: number) =>
    filters.currency === 'USD' ? sql`${amount}::numeric * ${rateParam(rate)}` : sql`${amount}::numeric`;
  const conditions: SQL[] = [];
  if (filters.minPrice !== undefined) conditions.push(sql`${priceInSyp(rate)} >= ${inSyp(filters.minPrice)}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`${priceInSyp(rate)} <= ${inSyp(filters.maxPrice)}`);
  return conditions;
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** Which details a query is about: its category, else a type only one category has, else its filters. */
export function detailKindOf(
  filters: BrowseFilters,
  vehicleOnly: boolean,
  homeOnly: boolean,
): MainCategory | undefined {
  if (filters.mainCategory) return filters.mainCategory;
  const sub = filters.subCategory;
  const isVehicleType = sub !== undefined && (VEHICLE_TYPES as readonly string[]).includes(sub);
  const isPropertyType = sub !== undefined && (PROPERTY_TYPES as readonly string[]).includes(sub);
  if (isVehicleType && !isPropertyType) return 'vehicles';
  if (isPropertyType && !isVehicleType) return 'realEstate';
  if (vehicleOnly && !homeOnly) return 'vehicles';
  if (homeOnly && !vehicleOnly) return 'realEstate';
  return undefined;
}

/**
 * The detail filters. Make, model and year are the listing's own copies (migration 0010), so a
 * browse by them reads one index; the year is a vehicle's model year or a building's year built,
 * whichever the listing is. The rest are `exists` over the detail tables, so a browse without them
 * never touches those tables, and the planner may still drive a filtered one from a detail index.
 */
function detailConditions(filters: BrowseFilters, perRow = false): SQL[] {
  const v = vehicleDetails;
  const h = realEstateDetails;
  const years = yearBoundsOf(filters);
  const own = [
    filters.make !== undefined ? eq(listings.make, filters.make) : undefined,
    filters.model !== undefined ? eq(listings.model, filters.model) : undefined,
    // One year as an equality: the planner then reads that year's newest from its index in order.
    ...(years.min !== undefined && years.min === years.max
      ? [eq(listings.year, years.min)]
      : [
          years.min !== undefined ? gte(listings.year, years.min) : undefined,
          years.max !== undefined ? lte(listings.year, years.max) : undefined,
        ]),
  ].filter(defined);
  const vehicleOnly = [
    filters.fuelType !== undefined ? eq(v.fuelType, filters.fuelType) : undefined,
    filters.transmissionType !== undefined ? eq(v.transmissionType, filters.transmissionType) : undefined,
    filters.minMileage !== undefined ? gte(v.mileage, filters.minMileage) : undefined,
    filters.maxMileage !== undefined ? lte(v.mileage, filters.maxMileage) : undefined,
  ].filter(defined);
  const homeOnly = [
    filters.bedrooms !== undefined ? gte(h.bedrooms, filters.bedrooms) : undefined,
    filters.bathrooms !== undefined ? gte(h.bathrooms, filters.bathrooms) : undefined,
    filters.minSize !== undefined ? gte(h.size, filters.minSize) : undefined,
    filters.maxSize !== undefined ? lte(h.size, filters.maxSize) : undefined,
  ].filter(defined);
  // Only vehicles have a make or model.
  const vehicleNamed = filters.make !== undefined || filters.model !== undefined;
  const condition = filters.condition;
  const vehicleShared = condition !== undefined ? [eq(v.condition, condition)] : [];
  const homeShared = condition !== undefined ? [eq(h.condition, condition)] : [];

  const vehicleExists = (conditions: SQL[]) =>
    sql`exists (select 1 from ${v} where ${v.listingId} = ${listings.id} and ${and(...conditions)})`;
  const homeExists = (conditions: SQL[]) =>
    sql`exists (select 1 from ${h} where ${h.listingId} = ${listings.id} and ${and(...conditions)})`;

  const kind = detailKindOf(filters, vehicleNamed || vehicleOnly.length > 0, homeOnly.length > 0);
  const out: SQL[] = [...own];
  const vehicle = [...vehicleOnly, ...(kind === 'vehicles' ? vehicleShared : [])];
  const home = [...homeOnly, ...(kind === 'realEstate' ? homeShared : [])];
  // A query with filters of both kinds matches nothing: no listing has both details (nor a home a make).
  if (vehicle.length > 0) out.push(vehicleExists(vehicle));
  if (home.length > 0) out.push(homeExists(home));
  if (kind === undefined && vehicleShared.length > 0 && perRow) {
    out.push(sql`(${vehicleExists(vehicleShared)} or ${homeExists(homeShared)})`);
  } else if (kind === undefined && vehicleShared.length > 0) {
    // Either kind: one set of ids from both detail tables. `exists (…) or exists (…)` served by no
    // index took 1.5 s for "hyundai" of 2012 at a million listings; this reads each one's index.
    out.push(
      sql`${listings.id} in (select ${v.listingId} from ${v} where ${and(...vehicleShared)}
        union all select ${h.listingId} from ${h} where ${and(...homeShared)})`,
    );
  }
  return out;
}

/** Whether a browse narrows by a listing's price or details, which no index holds with the rest. */
export const narrowsByRowOrDetails = (filters: BrowseFilters) =>
  filters.minPrice !== undefined || filters.maxPrice !== undefined || detailConditions(filters).length > 0;

/**
 * What spec section 7's free-text `location` narrows to: a city or an area named in any locale
 * or script ("Aleppo", "حلب", "Mezzeh"), else its words joined to the search (the searched text
 * holds each listing's place).
 */
export function placeFilterOf(
  location: string | undefined,
  search: string | undefined,
): { cityCode?: string; areaCode?: string; search?: string } {
  if (!location) return {};
  const city = matchCity(location);
  if (city) return { cityCode: city.code };
  const key = foldName(location);
  const area = CITIES.flatMap((entry) => entry.areas).find(
    (entry) =>
      foldName(entry.code) === key || Object.values(entry.name).some((name) => foldName(name) === key),
  );
  if (area) return { areaCode: area.code };
  return { search: search ? `${search} ${location}` : location };
}

/**
 * What a browse query narrows by: `preview` and `publicAccess` never widen what is listed, and a
 * typed place is its city or area, else more words. Codes sent explicitly win over the ones a
 * typed place stands for. The browse and the saved-search matcher (`search.predicate.ts`) both
 * read queries through this.
 */
export function browseFiltersOf(query: BrowseFilters): BrowseFilters {
  const { preview: _preview, publicAccess: _publicAccess, location, ...rest } = query;
  const place = placeFilterOf(location, rest.search);
  return {
    ...rest,
    cityCode: rest.cityCode ?? place.cityCode,
    areaCode: rest.areaCode ?? place.areaCode,
    search: place.search ?? rest.search,
  };
}

/** Spec section 7's radius when a client sends a centre without one, in km. */
export const DEFAULT_RADIUS_KM = 10;
export const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.32;

/** The half-sizes, in degrees, of the box around a centre at `latitude` that holds `radius` km. */
export function nearBoxOf(latitude: number, radius: number) {
  const latSpan = radius / KM_PER_DEGREE;
  const lngSpan = radius / (KM_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  return { latSpan, lngSpan };
}

/**
 * Within `radius` km of a point: a bounding box the (latitude, longitude) index narrows by, then
 * the great-circle distance for the corners the box takes in. No extension needed (DESIGN.md 4).
 * Listings without a pin (no coordinates, or the 0,0 older clients store) are never near.
 */
export function nearConditions(latitude: number, longitude: number, radius = DEFAULT_RADIUS_KM): SQL[] {
  const { latSpan, lngSpan } = nearBoxOf(latitude, radius);
  const lat = listings.latitude;
  const lng = listings.longitude;
  const cosine = sql`cos(radians(${latitude}::float8)) * cos(radians(${lat})) * cos(radians(${lng}) - radians(${longitude}::float8)) + sin(radians(${latitude}::float8)) * sin(radians(${lat}))`;
  return [
    sql`${lat} between ${latitude - latSpan}::float8 and ${latitude + latSpan}::float8`,
    sql`${lng} between ${longitude - lngSpan}::float8 and ${longitude + lngSpan}::float8`,
    sql`not (${lat} = 0 and ${lng} = 0)`,
    sql`${EARTH_RADIUS_KM}::float8 * acos(least(1::float8, greatest(-1::float8, ${cosine}))) <= ${radius}::float8`,
  ];
}

/** An admin's disabling hides a seller's listings from everyone at once (issue 24). */
export const sellerNotDisabled = sql`not exists (select 1 from ${users} where ${users.id} = ${listings.userId} and ${users.status} = 'disabled')`;

/**
 * The conditions of a public browse. Only active listings: sold and rented ones stay reachable
 * by their page but leave the results (DESIGN.md 4); inactive and pending ones are never public.
 * `placeByWords`: see `placeConditions`. `perRow` is for checking a few rows already at hand: a
 * condition of either kind is then looked up per row, not read for every listing in that
 * condition.
 */
export function publicListingConditions(
  filters: BrowseFilters,
  rate?: number,
  options: { perRow?: boolean; placeByWords?: boolean } = {},
): SQL[] {
  const conditions: SQL[] = [eq(listings.status, 'active'), sellerNotDisabled];
  if (filters.mainCategory) conditions.push(eq(listings.mainCategory, filters.mainCategory));
  if (filters.subCategory) conditions.push(eq(listings.subCategory, filters.subCategory));
  if (filters.userId) conditions.push(eq(listings.userId, filters.userId));
  if (filters.excludeId) conditions.push(ne(listings.id, filters.excludeId));
  if (filters.listingAction) conditions.push(eq(listings.listingAction, filters.listingAction));
  conditions.push(...placeConditions(filters, options.placeByWords));
  if (filters.latitude !== undefined && filters.longitude !== undefined) {
    conditions.push(...nearConditions(filters.latitude, filters.longitude, filters.radius));
  }
  conditions.push(...priceConditions(filters, rate), ...detailConditions(filters, options.perRow));
  return conditions;
}

/**
 * The city and area asked for. `byWords` when the full-text index narrows by them already (their
 * names are in every listing's words, `placeWordsOf`): the equality is then only checked on the
 * rows it hands over, as `is true`, which no index answers: guessing few matches for the words,
 * the planner otherwise intersected them with every listing of the city from its index.
 */
function placeConditions(filters: BrowseFilters, byWords = false): SQL[] {
  const equal = (condition: SQL) => (byWords ? sql`(${condition}) is true` : condition);
  return [
    filters.cityCode ? equal(eq(listings.cityCode, filters.cityCode)) : undefined,
    filters.areaCode ? equal(eq(listings.areaCode, filters.areaCode)) : undefined,
  ].filter(defined);
}
