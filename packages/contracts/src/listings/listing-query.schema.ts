import { z } from 'zod';
import { enumWithAliases } from '../common/enum-with-aliases.js';
import { integerLike } from '../common/numbers.js';
import { PAGE_SIZE } from '../common/pagination.js';
import { mainCategorySchema, propertyTypeSchema, vehicleTypeSchema } from '../enums/listing.schema.js';
import { PROPERTY_TYPES, SUBCATEGORIES, VEHICLE_TYPES } from '../enums/listing.js';
import { findArea } from '../reference/cities.js';
import { FILTER_RANGES, listingFilterFields, resolveModelCode } from './listing-filters.schema.js';

export const LISTING_SORT_FIELDS = ['createdAt', 'price', 'favorites'] as const;
export type ListingSortField = (typeof LISTING_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

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
    sortBy: enumWithAliases(LISTING_SORT_FIELDS).optional(),
    sortOrder: enumWithAliases(SORT_ORDERS).optional(),
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
  .overwrite((query) =>
    query.model ? { ...query, model: resolveModelCode(query.make, query.model) } : query,
  );
export type ListingQueryInput = z.input<typeof listingQuerySchema>;
export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** The order a query asks for, defaults resolved. */
export function listingOrderOf(query: Pick<ListingQuery, 'sortBy' | 'sortOrder'>): {
  sortBy: ListingSortField;
  sortOrder: SortOrder;
} {
  if (!query.sortBy) return { sortBy: 'createdAt', sortOrder: query.sortOrder ?? 'desc' };
  return { sortBy: query.sortBy, sortOrder: query.sortOrder ?? 'asc' };
}
