import { listingKeys } from '../../../shared/listing/api/listing-keys';

/**
 * Query keys of the favourites, per signed-in user. They sit under the listings' keys on purpose:
 * invalidating every listing (an edit, a status change, a delete) refreshes the favourites too.
 */
export const favoriteKeys = {
  idsAll: () => [...listingKeys.all, 'saved-ids'] as const,
  ids: (userId: string) => [...favoriteKeys.idsAll(), userId] as const,
  listsAll: () => [...listingKeys.all, 'favorites'] as const,
  list: (userId: string) => [...favoriteKeys.listsAll(), userId] as const,
};
