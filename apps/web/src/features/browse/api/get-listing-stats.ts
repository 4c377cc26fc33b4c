import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type ListingStats } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';
import { DISCOVER_FRESH_MS } from './get-trending';

/** `GET /api/listings/stats`: how many listings each category, city and type holds. */
export const getListingStats = (signal?: AbortSignal) =>
  apiRequest<ListingStats>(API_PATHS.listings.stats, { signal });

export const useListingStats = () =>
  useQuery({
    queryKey: listingKeys.stats(),
    queryFn: ({ signal }) => getListingStats(signal),
    staleTime: DISCOVER_FRESH_MS,
  });
