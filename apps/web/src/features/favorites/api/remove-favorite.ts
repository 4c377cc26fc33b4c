import type { FavoriteRemoved } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { favoritePath } from './favorite-keys';

/** `DELETE /api/listings/saved/{id}`: idempotent, removing what is not saved is no error. */
export const removeFavorite = (id: string) =>
  apiRequest<FavoriteRemoved>(favoritePath(id), {
    method: 'DELETE',
  });
