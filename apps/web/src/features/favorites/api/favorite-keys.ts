import { API_PATHS } from '@souqna/contracts';
import { pathWithId } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

/**
 * Query keys of the favourites, per signed-in user. They sit under the listings' keys on purpose:
 * invalidating every listing (an edit, a status change, a delete) refreshes the favourites too.
 */
export const favoriteKeys = {
  idsAll: () => [...listingKeys.all, 'favorite-ids'] as const,
  ids: (userId: string) => [...favoriteKeys.idsAll(), userId] as const,
  listsAll: () => [...listingKeys.all, 'favorites'] as const,
  list: (userId: string) => [...favoriteKeys.listsAll(), userId] as const,
};

// Through a constant: passing `API_PATHS.favorites.one` itself to pathWithId here made Rollup lose
// track of which of API_PATHS' paths are used, and ship every one of them in the first load.
const ONE = API_PATHS.favorites.one;

/** `/listings/saved/:id` for one listing. */
export const favoritePath = (id: string) => pathWithId(ONE, id);
