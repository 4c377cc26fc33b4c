import type { FavoriteSaved } from '@souqna/contracts';
import { ApiError, apiRequest } from '../../../shared/lib/api-client';
import { favoritePath } from './favorite-keys';

/**
 * `POST /api/listings/saved/{id}`. A 409 means it was saved already (another tab, a double
 * click): what the person asked for is true, so it counts as done. 404: the listing is gone.
 */
export async function addFavorite(id: string): Promise<void> {
  try {
    await apiRequest<FavoriteSaved>(favoritePath(id), {
      method: 'POST',
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
  }
}
