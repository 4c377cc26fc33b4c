import { API_PATHS, type FavoriteRemoved } from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';

/** `DELETE /api/listings/saved/{id}`: idempotent, removing what is not saved is no error. */
export const removeFavorite = (id: string) =>
  apiRequest<FavoriteRemoved>(pathWithId(API_PATHS.favorites.one, id), {
    method: 'DELETE',
  });
