import { API_PATHS } from '@souqna/contracts';

/**
 * The favourites endpoints under the names the favourites files use; only this file knows
 * where they live in API_PATHS.
 */
export const FAVORITE_PATHS = {
  savedIds: API_PATHS.favorites.ids,
  favorites: API_PATHS.favorites.list,
  saved: API_PATHS.favorites.one,
} as const;
