import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type FavoriteIds } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { readFavoriteIds, FAVORITE_IDS_TTL_MS, writeFavoriteIds } from '../favorite-ids-cache';
import { favoriteKeys } from './favorite-keys';

/** `GET /api/listings/saved/ids`: the ids of the listings the signed-in user saved. */
export const getFavoriteIds = (signal?: AbortSignal) =>
  apiRequest<FavoriteIds>(API_PATHS.favorites.ids, { signal }).then(({ ids }) => ids);

/**
 * Keyed by user: the query cache outlives a sign-out. Ids stored less than an hour ago stand in
 * for the call, and count as fetched when they were, so they go stale when the hour is up.
 */
export const favoriteIdsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: favoriteKeys.ids(userId),
    queryFn: async ({ signal }) => {
      const ids = await getFavoriteIds(signal);
      writeFavoriteIds(userId, { ids, fetchedAt: Date.now() });
      return ids;
    },
    staleTime: FAVORITE_IDS_TTL_MS,
    initialData: () => readFavoriteIds(userId)?.ids,
    initialDataUpdatedAt: () => readFavoriteIds(userId)?.fetchedAt,
  });
