import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type FavoritesList } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { favoriteKeys } from './favorite-keys';

/** Cards per page: divides evenly into the grid's two, three and four columns. */
export const FAVORITES_PAGE_LIMIT = 24;

/** `GET /api/listings/favorites`: a page of the saved listings, newest saved first. */
export const getFavorites = (page: number, signal?: AbortSignal) =>
  apiRequest<FavoritesList>(API_PATHS.favorites.list, {
    query: { page, limit: FAVORITES_PAGE_LIMIT },
    signal,
  });

export const favoritesQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...favoriteKeys.list(userId), page] as const,
    queryFn: ({ signal }) => getFavorites(page, signal),
  });

export function useFavorites(page: number) {
  const { user } = useSession();
  return useQuery({
    ...favoritesQueryOptions(user?.id ?? '', page),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}
