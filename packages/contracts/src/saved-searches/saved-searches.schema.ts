import { z } from 'zod';
import { integerLike } from '../common/numbers.js';
import { pageOf } from '../common/pagination.js';
import { requiredText } from '../common/validation.js';
import { listingSchema } from '../listings/listing.schema.js';
import { listingQuerySchema, type ListingQuery } from '../listings/listing-query.schema.js';
import { SAVED_SEARCH_MATCH_PAGE_MAX, SAVED_SEARCH_NAME_MAX } from './saved-search-limits.js';

export {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MATCH_PAGE_MAX,
  SAVED_SEARCH_MATCH_WINDOW,
  SAVED_SEARCH_NAME_MAX,
} from './saved-search-limits.js';

/** What a saved search keeps: a browse query's filters, without its page, size and order. */
export type SavedSearchFilters = Omit<
  ListingQuery,
  'page' | 'limit' | 'sortBy' | 'sortOrder' | 'lang' | 'excludeId' | 'preview' | 'publicAccess'
>;

/**
 * The browse filters of `GET /api/listings`, read and normalised the same way (aliases, model codes,
 * ranges); page, size, order and the flags that never narrow anything are dropped.
 */
export const savedSearchFiltersSchema = listingQuerySchema.transform(
  ({
    page: _page,
    limit: _limit,
    sortBy: _sortBy,
    sortOrder: _sortOrder,
    lang: _lang,
    excludeId: _excludeId,
    preview: _preview,
    publicAccess: _publicAccess,
    ...filters
  }): SavedSearchFilters => filters,
);

const nameSchema = requiredText(SAVED_SEARCH_NAME_MAX);

/** How alerts come: one notification as matches are published, or one a day with their count. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
const frequencySchema = z.enum(ALERT_FREQUENCIES, 'invalidFormat');

/** `POST /api/saved-searches`. Alerts are on unless asked otherwise. */
export const createSavedSearchBodySchema = z.object({
  name: nameSchema,
  filters: savedSearchFiltersSchema.prefault({}),
  alertsEnabled: z.boolean('invalidFormat').default(true),
  frequency: frequencySchema.default('instant'),
});
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;

/** `PATCH /api/saved-searches/:id`: rename, turn alerts on or off, or change how often they come. */
export const updateSavedSearchBodySchema = z
  .object({
    name: nameSchema.optional(),
    alertsEnabled: z.boolean('invalidFormat').optional(),
    frequency: frequencySchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    path: ['name'],
    message: 'required',
  });
export type UpdateSavedSearchBody = z.input<typeof updateSavedSearchBodySchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  alertsEnabled: z.boolean(),
  frequency: frequencySchema,
  /** Active listings that matched since its owner last opened it. */
  newMatches: z.number().int(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = Omit<z.infer<typeof savedSearchSchema>, 'filters'> & {
  filters: SavedSearchFilters;
};

/** `GET /api/saved-searches`: the caller's searches, newest first, and how many they may keep. */
export const savedSearchListSchema = z.object({
  items: z.array(savedSearchSchema),
  total: z.number().int(),
  max: z.number().int(),
});
export type SavedSearchList = { items: SavedSearch[]; total: number; max: number };

export const savedSearchDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type SavedSearchDeleted = z.infer<typeof savedSearchDeletedSchema>;

/** `GET /api/saved-searches/matches`: pages of the newest listings any saved search matches. */
export const savedSearchMatchesQuerySchema = z.object({
  page: integerLike.pipe(z.number().int().min(1)).default(1),
  limit: integerLike.pipe(z.number().int().min(1).max(SAVED_SEARCH_MATCH_PAGE_MAX)).default(12),
});
export type SavedSearchMatchesQuery = z.infer<typeof savedSearchMatchesQuerySchema>;

/** The `GET /api/listings` page shape. */
export const savedSearchMatchesSchema = pageOf(listingSchema);
