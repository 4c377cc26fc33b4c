import type { FavoriteRemoved } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { FAVORITE_PATHS } from './favorite-paths';
import { listingPath } from './get-listing';

/** `DELETE /api/listings/saved/{id}`: idempotent, removing what is not saved is no error. */
export const unsaveListing = (id: string) =>
  apiRequest<FavoriteRemoved>(listingPath(FAVORITE_PATHS.saved, id), {
    method: 'DELETE',
  });
