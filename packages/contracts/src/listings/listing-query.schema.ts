import { z } from 'zod';
import { enumWithAliases } from '../common/enum-with-aliases.js';
import { integerLike, numberLike } from '../common/numbers.js';
import { PAGE_SIZE } from '../common/pagination.js';
import { storableString } from '../common/validation.js';
import { mainCategorySchema, propertyTypeSchema, vehicleTypeSchema } from '../enums/listing.schema.js';
import { languageSchema } from '../enums/user.schema.js';
import { PROPERTY_TYPES, SUBCATEGORIES, VEHICLE_TYPES } from '../enums/listing.js';
import { findArea } from '../reference/cities.js';
import { FILTER_RANGES, listingFilterFields, resolveModelCode } from './listing-filters.schema.js';

/**
 * `location` orders by city, then area, by their names in `lang` (A to Z ascending); `popularity`
 * by how often a listing was viewed.
 */
export const LISTING_SORT_FIELDS = [
  'createdAt',
  'price',
  'favorites',
  'relevance',
  'location',
  'popularity',
] as const;
export type ListingSortField = (typeof LISTING_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Past this many matches `total` stops counting and says `totalIsEstimate` (the UI shows "10,000+"). */
export const EXACT_TOTAL_LIMIT = 10_000;
/** Search words and the free-text place are typed by people: long pastes are cut, not refused. */
export const SEARCH_TEXT_MAX = 200;

const searchText = z.preprocess(
  (input) => (typeof input === 'string' ? input.slice(0, SEARCH_TEXT_MAX).trim() || undefined : input),
  storableString.optional(),
);
// `true`/`false` as links write them; anything else is refused rather than read as true.
const flag = z.preprocess(
  (input) => (input === 'true' || input === '1' ? true : input === 'false' || input === '0' ? false : input),
  z.boolean('invalidFormat').optional(),
);

const SUBCATEGORY_VALUES = [...new Set([...VEHICLE_TYPES, ...PROPERTY_TYPES])] as [string, ...string[]];

// Either category's type, in any reading clients send (`CARS`, `villa`, `CONSTRUCTION_VEHICLES`).
const subCategorySchema = z.preprocess(
  (input) =>
    typeof input === 'string'
      ? (vehicleTypeSchema.normalise(input) ?? propertyTypeSchema.normalise(input) ?? input)
      : input,
  z.enum(SUBCATEGORY_VALUES),
);

/**
 * `GET /api/listings`: the public browse. Only what is shown to everyone (active listings) is
 * ever listed; `userId` narrows to one seller and never widens access. The structured filters are
 * in listing-filters.schema.ts; a `min*` above its `max*` is refused on the `max*` field.
 *
 * `sortOrder` follows the clients already in use: without `sortBy` the newest come first; with a
 * `sortBy` and no `sortOrder` the order is ascending.
 */
export const listingQuerySchema = z
  .object({
    mainCategory: mainCategorySchema.optional(),
    subCategory: subCategorySchema.optional(),
    userId: z.uuid('invalidFormat').optional(),
    excludeId: z.uuid('invalidFormat').optional(),
    search: searchText.meta({
      description:
        'Words in either script, typos of four or more letters forgiven ("toyta corola", "تويوتا كورولا حلب", "Aleppo"); ranked by `sortBy=relevance`, the default when given.',
    }),
    /** `GET /listings/search` clients send the words as `query`. */
    query: searchText.meta({ description: 'The same as `search`.' }),
    location: searchText.meta({
      description:
        'A city or area by name in any locale ("Aleppo", "حلب", "Mezzeh"); other text is searched in the listing\'s place.',
    }),
    latitude: numberLike.pipe(z.number().min(-90).max(90)).optional(),
    longitude: numberLike.pipe(z.number().min(-180).max(180)).optional(),
    radius: numberLike
      .pipe(z.number().gt(0).max(500))
      .optional()
      .meta({ description: 'Kilometres around `latitude`,`longitude` (default 10 when they are given).' }),
    preview: flag.meta({
      description: 'Accepted for older clients; the browse only ever lists public listings.',
    }),
    publicAccess: flag.meta({ description: 'Accepted for older clients; never widens what is listed.' }),
    sortBy: enumWithAliases(LISTING_SORT_FIELDS, {
      place: 'location',
      city: 'location',
      views: 'popularity',
      popular: 'popularity',
    }).optional(),
    sortOrder: enumWithAliases(SORT_ORDERS).optional(),
    lang: languageSchema.optional().meta({
      description: 'The language whose names `sortBy=location` orders by (en, ar, es, fr, de; default en).',
    }),
    page: integerLike.pipe(z.number().int().min(1)).default(1),
    limit: integerLike.pipe(z.number().int().min(1).max(PAGE_SIZE.max)).default(PAGE_SIZE.listings),
    ...listingFilterFields,
  })
  .refine(
    (query) =>
      !query.mainCategory ||
      !query.subCategory ||
      (SUBCATEGORIES[query.mainCategory] as readonly string[]).includes(query.subCategory),
    { path: ['subCategory'], message: 'invalidFormat' },
  )
  // A radius needs its centre, and a centre both its coordinates.
  .superRefine((query, context) => {
    const centred =
      query.latitude !== undefined || query.longitude !== undefined || query.radius !== undefined;
    for (const field of ['latitude', 'longitude'] as const) {
      if (centred && query[field] === undefined)
        context.addIssue({ code: 'custom', path: [field], message: 'required' });
    }
  })
  .refine((query) => !query.cityCode || !query.areaCode || findArea(query.cityCode, query.areaCode), {
    path: ['areaCode'],
    message: 'invalidFormat',
  })
  .superRefine((query, context) => {
    for (const [low, high] of FILTER_RANGES) {
      const [min, max] = [query[low], query[high]];
      if (min !== undefined && max !== undefined && min > max) {
        context.addIssue({ code: 'custom', path: [high], message: 'tooSmall', params: { min } });
      }
    }
  })
  // A model is only known by code once its make is: `corolla` of toyota, `كورولا` too.
  .overwrite(({ query: words, ...query }) => ({
    ...query,
    search: query.search ?? words,
    ...(query.model ? { model: resolveModelCode(query.make, query.model) } : {}),
  }));
export type ListingQueryInput = z.input<typeof listingQuerySchema>;
export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** The order a query asks for, defaults resolved. */
export function listingOrderOf(query: Pick<ListingQuery, 'sortBy' | 'sortOrder' | 'search'>): {
  sortBy: ListingSortField;
  sortOrder: SortOrder;
} {
  // Relevance only ranks something when there are words; without them the newest come first.
  if (!query.sortBy || (query.sortBy === 'relevance' && !query.search)) {
    return query.search && !query.sortBy
      ? { sortBy: 'relevance', sortOrder: 'desc' }
      : { sortBy: 'createdAt', sortOrder: query.sortOrder ?? 'desc' };
  }
  if (query.sortBy === 'relevance') return { sortBy: 'relevance', sortOrder: 'desc' };
  return { sortBy: query.sortBy, sortOrder: query.sortOrder ?? 'asc' };
}
