import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type MyListings } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

/** Rows per page of the user's own listings. */
export const MY_LISTINGS_PAGE_LIMIT = 20;

/** `GET /api/listings/user`: a page of the signed-in user's listings, every status. */
export const getMyListings = (page: number, signal?: AbortSignal) =>
  apiRequest<MyListings>(API_PATHS.listings.mine, { query: { page, limit: MY_LISTINGS_PAGE_LIMIT }, signal });

// Keyed by user too: the cache outlives a sign-out, and the next person must not see these.
export const myListingsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...listingKeys.mine(), userId, page] as const,
    queryFn: ({ signal }) => getMyListings(page, signal),
  });

export function useMyListings(page: number) {
  const { user } = useSession();
  return useQuery({
    ...myListingsQueryOptions(user?.id ?? '', page),
    enabled: user !== null,
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}
