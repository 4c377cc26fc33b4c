import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Listing, type ListingQuery, type Page } from '@souqna/contracts';
import { apiRequest } from '../../lib/api-client';
import { listingKeys } from './listing-keys';

/**
 * What `GET /api/listings` narrows and orders by: the contracts' query as the server reads it
 * (`ListingQuery`, listingQuerySchema's output), every field optional. Its input type
 * (`ListingQueryInput`) takes `unknown` for every field the schema preprocesses, so it types nothing.
 */
export type ListingFilters = Partial<ListingQuery>;

/** Spec section 9: a listing list is fresh for five minutes. */
const LIST_STALE_MS = 5 * 60_000;

/** `GET /api/listings`: active listings only, a page at a time. */
export const listListings = (filters: ListingFilters, signal?: AbortSignal) =>
  apiRequest<Page<Listing>>(API_PATHS.listings.list, { query: { ...filters }, signal });

export const listingsQueryOptions = (filters: ListingFilters) =>
  queryOptions({
    queryKey: listingKeys.list({ ...filters }),
    queryFn: ({ signal }) => listListings(filters, signal),
    staleTime: LIST_STALE_MS,
    // Paging keeps the cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useListings = (filters: ListingFilters) => useQuery(listingsQueryOptions(filters));
