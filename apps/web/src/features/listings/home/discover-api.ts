import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type Listing, type ListingStats } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { listingKeys } from '../api/listing-keys';

/** Spec section 9: lists stay fresh for five minutes, as the server caches them. */
const FRESH_MS = 5 * 60_000;

export const useTrending = (limit = 4) =>
  useQuery({
    queryKey: [...listingKeys.all, 'trending', limit],
    queryFn: ({ signal }) => apiRequest<Listing[]>(API_PATHS.listings.trending, { query: { limit }, signal }),
    staleTime: FRESH_MS,
  });

export const useListingStats = () =>
  useQuery({
    queryKey: [...listingKeys.all, 'stats'],
    queryFn: ({ signal }) => apiRequest<ListingStats>(API_PATHS.listings.stats, { signal }),
    staleTime: FRESH_MS,
  });
