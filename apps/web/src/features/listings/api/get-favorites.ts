import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoritesList } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { FAVORITE_PATHS } from './favorite-paths';
import { listingKeys } from './listing-keys';

/** `GET /api/listings/favorites`: newest saved first (`items` repeats `favorites`). */
export const getFavorites = (signal?: AbortSignal) =>
  apiRequest<FavoritesList>(FAVORITE_PATHS.favorites, { signal });

export const favoritesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: listingKeys.favorites(userId),
    queryFn: ({ signal }) => getFavorites(signal),
  });

export function useFavorites() {
  const { user } = useSession();
  return useQuery({ ...favoritesQueryOptions(user?.id ?? ''), enabled: user !== null });
}
