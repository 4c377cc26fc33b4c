import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type ListingSuggestions } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';
import type { SuggestionScope } from '../suggestion-index';
import { SUGGESTIONS_SHOWN } from '../suggestion-limits';

/** `GET /api/listings/suggestions`: the server's search when the local index finds nothing. */
export const getSuggestions = (query: string, scope: SuggestionScope, signal?: AbortSignal) =>
  apiRequest<ListingSuggestions>(API_PATHS.listings.suggestions, {
    query: { query, limit: SUGGESTIONS_SHOWN, ...scope },
    signal,
  });

export const suggestionsQueryOptions = (query: string, scope: SuggestionScope) =>
  queryOptions({
    queryKey: listingKeys.suggestions(query, scope),
    queryFn: ({ signal }) => getSuggestions(query, scope, signal),
    // Typing back to an earlier word answers at once.
    staleTime: 60_000,
  });
