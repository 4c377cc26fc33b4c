import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type Listing } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

/** Spec section 9: lists stay fresh for five minutes, as the server caches them. */
export const DISCOVER_FRESH_MS = 5 * 60_000;

/** `GET /api/listings/trending`: the most viewed of late. */
export const getTrending = (limit: number, signal?: AbortSignal) =>
  apiRequest<Listing[]>(API_PATHS.listings.trending, { query: { limit }, signal });

export const useTrending = (limit = 4) =>
  useQuery({
    queryKey: listingKeys.trending(limit),
    queryFn: ({ signal }) => getTrending(limit, signal),
    staleTime: DISCOVER_FRESH_MS,
  });
