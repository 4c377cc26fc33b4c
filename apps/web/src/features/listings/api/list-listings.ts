import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  type Listing,
  type ListingSortField,
  type MainCategory,
  type Page,
  type SortOrder,
} from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { listingKeys } from './listing-keys';

/** What `GET /api/listings` narrows and orders by (contracts' listingQuerySchema). */
export type ListingFilters = {
  mainCategory?: MainCategory;
  subCategory?: string;
  userId?: string;
  excludeId?: string;
  sortBy?: ListingSortField;
  sortOrder?: SortOrder;
  page?: number;
  limit?: number;
};

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
