import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Listing } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { listingKeys } from './listing-keys';

/** Every listing of the signed-in user, whatever its status, each with its views and saves. */
export interface MyListings {
  items: Listing[];
  total: number;
}

/** `GET /api/listings/user`. */
export const getMyListings = (signal?: AbortSignal) =>
  apiRequest<MyListings>(API_PATHS.listings.mine, { signal });

// Keyed by user too: the cache outlives a sign-out, and the next person must not see these.
export const myListingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...listingKeys.mine(), userId] as const,
    queryFn: ({ signal }) => getMyListings(signal),
  });

export function useMyListings() {
  const { user } = useSession();
  return useQuery({ ...myListingsQueryOptions(user?.id ?? ''), enabled: user !== null });
}
