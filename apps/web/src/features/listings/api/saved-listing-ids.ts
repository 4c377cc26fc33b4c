import { queryOptions } from '@tanstack/react-query';
import type { FavoriteIds } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { readSavedIds, SAVED_IDS_TTL_MS, writeSavedIds } from '../favorites/saved-ids-cache';
import { FAVORITE_PATHS } from './favorite-paths';
import { listingKeys } from './listing-keys';

/** `GET /api/listings/saved/ids`: the ids of the listings the signed-in user saved. */
export const getSavedListingIds = (signal?: AbortSignal) =>
  apiRequest<FavoriteIds>(FAVORITE_PATHS.savedIds, { signal }).then(({ ids }) => ids);

/**
 * Keyed by user: the query cache outlives a sign-out. Ids stored less than an hour ago stand in
 * for the call, and count as fetched when they were, so they go stale when the hour is up.
 */
export const savedListingIdsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: listingKeys.savedIds(userId),
    queryFn: async ({ signal }) => {
      const ids = await getSavedListingIds(signal);
      writeSavedIds(userId, { ids, fetchedAt: Date.now() });
      return ids;
    },
    staleTime: SAVED_IDS_TTL_MS,
    initialData: () => readSavedIds(userId)?.ids,
    initialDataUpdatedAt: () => readSavedIds(userId)?.fetchedAt,
  });
