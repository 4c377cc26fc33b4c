import { hashKey, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  BROWSE_DATA_ELEMENT,
  type Listing,
  type ListingQuery,
  type Page,
} from '@souqna/contracts';
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

/**
 * The first page of results the server wrote into a browse page's HTML (search.pages.ts), taken
 * once by the query it answers (the same `GET /api/listings` query, compared as React Query
 * compares keys) as that query's data, so the first view asks for nothing. Taken only once: a
 * later visit to the same view reads the cache or the API, never the page's old copy.
 */
type Served = { query: ListingFilters; page: Page<Listing> };
let parsed: { text: string; served: Served | undefined } | undefined;
function takeServedPage(filters: ListingFilters): Page<Listing> | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(BROWSE_DATA_ELEMENT);
  const text = element?.textContent;
  if (!text) return undefined;
  if (parsed?.text !== text) {
    let served: Served | undefined;
    try {
      served = JSON.parse(text) as Served;
    } catch {
      served = undefined;
    }
    parsed = { text, served };
  }
  const { served } = parsed;
  if (!served || hashKey([served.query]) !== hashKey([filters])) return undefined;
  element.remove();
  return served.page;
}

export const listingsQueryOptions = (filters: ListingFilters) =>
  queryOptions({
    queryKey: listingKeys.list({ ...filters }),
    queryFn: ({ signal }) => listListings(filters, signal),
    initialData: () => takeServedPage(filters),
    staleTime: LIST_STALE_MS,
    // Paging keeps the cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useListings = (filters: ListingFilters) => useQuery(listingsQueryOptions(filters));
