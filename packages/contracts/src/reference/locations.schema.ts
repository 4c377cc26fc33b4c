import { z } from 'zod';
import { integerLike, numberLike } from '../common/numbers.js';
import { storableString } from '../common/validation.js';
import { LANGUAGES } from '../enums/user.js';

/**
 * `/api/locations/*`: the place pickers of the existing web and mobile clients (api-compat.md
 * section 8), answered from the contracts' cities and areas alone; no geocoding service is asked.
 */
const lang = z.enum(LANGUAGES, 'invalidFormat').optional();
const latitude = numberLike.pipe(z.number().min(-90).max(90));
const longitude = numberLike.pipe(z.number().min(-180).max(180));
/** Query strings the clients send that change nothing here (`country=sy`, `proximity`). */
const ignored = storableString.max(200, 'tooLong').optional();

export const LOCATION_SEARCH_LIMIT = { default: 5, max: 50 } as const;
export const NEARBY_RADIUS_KM = { default: 50, max: 1000 } as const;

export const locationsQuerySchema = z.object({ lang });

export const locationSearchQuerySchema = z.object({
  q: storableString.max(200, 'tooLong').optional(),
  limit: integerLike.pipe(z.number().int().min(1).max(LOCATION_SEARCH_LIMIT.max)).optional(),
  country: ignored,
  proximity: ignored,
  lang,
});

export const reverseGeocodeQuerySchema = z.object({ lat: latitude, lng: longitude, lang });

export const nearbyCitiesQuerySchema = z.object({
  lat: latitude,
  lng: longitude,
  radiusKm: numberLike.pipe(z.number().gt(0).max(NEARBY_RADIUS_KM.max)).optional(),
  limit: integerLike.pipe(z.number().int().min(1).max(100)).optional(),
  lang,
});

const point = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });

/** A city with its areas under the name the mobile app reads (`neighbors`); `code` is what listings store. */
export const locationCitySchema = point.extend({
  code: z.string(),
  neighbors: z.array(point.extend({ code: z.string() })),
});
export type LocationCity = z.infer<typeof locationCitySchema>;

/** A place in the shape of the geocoder the old backend wrapped; `lat`/`lon` are numbers. */
export const locationPlaceSchema = z.object({
  place_id: z.string(),
  display_name: z.string(),
  lat: z.number(),
  lon: z.number(),
  type: z.enum(['city', 'area']),
  address: z.object({
    city: z.string(),
    suburb: z.string().optional(),
    municipality: z.string().optional(),
    country: z.string(),
    country_code: z.literal('sy'),
  }),
  namedetails: z.object({ name: z.string(), 'name:ar': z.string(), 'name:en': z.string() }),
});
export type LocationPlace = z.infer<typeof locationPlaceSchema>;

export const nearbyCitiesSchema = z.object({
  center: z.object({ lat: z.number(), lng: z.number() }),
  radiusKm: z.number(),
  /** Nearest first; `distance` in kilometres from the centre. */
  cities: z.array(locationCitySchema.extend({ distance: z.number() })),
});
export type NearbyCities = z.infer<typeof nearbyCitiesSchema>;
