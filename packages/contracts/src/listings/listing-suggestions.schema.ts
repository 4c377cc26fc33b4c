import { z } from 'zod';
import { integerLike } from '../common/numbers.js';
import { storableString } from '../common/validation.js';
import { listingSchema } from './listing.schema.js';
import { listingQuerySchema } from './listing-query.schema.js';

/** Spec section 9: the top bar shows 4, the server fallback may fetch up to 10. */
export const LISTING_SUGGESTION_LIMITS = { default: 4, max: 10, queryLength: 200 } as const;

/**
 * `GET /api/listings/suggestions`: active listings best matching a query as it is typed, in
 * either script and forgiving typos; `search` is read when `query` is absent.
 */
export const listingSuggestionQuerySchema = z.object({
  query: storableString.max(LISTING_SUGGESTION_LIMITS.queryLength, 'tooLong').optional(),
  search: storableString.max(LISTING_SUGGESTION_LIMITS.queryLength, 'tooLong').optional(),
  limit: integerLike
    .pipe(z.number().int().min(1).max(LISTING_SUGGESTION_LIMITS.max))
    .default(LISTING_SUGGESTION_LIMITS.default),
  mainCategory: listingQuerySchema.shape.mainCategory,
  subCategory: listingQuerySchema.shape.subCategory,
});
export type ListingSuggestionQuery = z.infer<typeof listingSuggestionQuerySchema>;

export const listingSuggestionsSchema = z.object({ listings: z.array(listingSchema) });
export type ListingSuggestions = z.infer<typeof listingSuggestionsSchema>;
