import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  type Currency,
  type Language,
  type ListingAction,
  type Listing,
  type ListingSortField,
  type MainCategory,
  type Page,
  type SortOrder,
} from '@souqna/contracts';
import { apiRequest } from '../../lib/api-client';
import { listingKeys } from './listing-keys';

/** What `GET /api/listings` narrows and orders by (contracts' listingQuerySchema). */
export type ListingFilters = {
  mainCategory?: MainCategory;
  subCategory?: string;
  userId?: string;
  excludeId?: string;
  /** Free text; with it the server can order by `relevance`. */
  search?: string;
  make?: string;
  model?: string;
  minYear?: number;
  maxYear?: number;
  listingAction?: ListingAction;
  fuelType?: string;
  transmissionType?: string;
  condition?: string;
  minMileage?: number;
  maxMileage?: number;
  /** Minimums: "3" means three or more. */
  bedrooms?: number;
  bathrooms?: number;
  minSize?: number;
  maxSize?: number;
  cityCode?: string;
  areaCode?: string;
  minPrice?: number;
  maxPrice?: number;
  /** The currency `minPrice` and `maxPrice` are in; the server converts across currencies. */
  currency?: Currency;
  sortBy?: ListingSortField | 'relevance';
  sortOrder?: SortOrder;
  /** The language `sortBy=location` orders names in. */
  lang?: Language;
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
