import { API_PATHS, type FavoriteRemoved } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { listingPath } from '../../../shared/listing/api/listing-path';

/** `DELETE /api/listings/saved/{id}`: idempotent, removing what is not saved is no error. */
export const removeFavorite = (id: string) =>
  apiRequest<FavoriteRemoved>(listingPath(API_PATHS.favorites.one, id), {
    method: 'DELETE',
  });
