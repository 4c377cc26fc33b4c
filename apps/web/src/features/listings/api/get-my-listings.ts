import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type MyListings } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

/** Rows per page of the user's own listings. */
export const MY_LISTINGS_PAGE_LIMIT = 20;

/**
 * `GET /api/listings/user`: a page of the signed-in user's listings, every status. With
 * `listing` (one of theirs) the server answers the page that holds it, whatever `page` says.
 */
export const getMyListings = (page: number, listing?: string, signal?: AbortSignal) =>
  apiRequest<MyListings>(API_PATHS.listings.mine, {
    query: { page, limit: MY_LISTINGS_PAGE_LIMIT, listing },
    signal,
  });

// Keyed by user too: the cache outlives a sign-out, and the next person must not see these.
export const myListingsQueryOptions = (userId: string, page: number, listing?: string) =>
  queryOptions({
    queryKey: [...listingKeys.mine(), userId, page, listing ?? null] as const,
    queryFn: ({ signal }) => getMyListings(page, listing, signal),
  });

export function useMyListings(page: number, listing?: string) {
  const { user } = useSession();
  return useQuery({
    ...myListingsQueryOptions(user?.id ?? '', page, listing),
    enabled: user !== null,
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}
