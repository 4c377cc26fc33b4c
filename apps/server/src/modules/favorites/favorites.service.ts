import type {
  FavoriteIds,
  FavoriteRemoved,
  FavoriteSaved,
  FavoritesList,
  FavoritesQuery,
} from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { postgresErrorCode } from '../../platform/errors/error-handler.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as listings from '../listings/listings.service.js';
import type { UserRow } from '../users/users.types.js';
import { canSeeFavoritesOf, ownerIsToldOfSave } from './favorites.policy.js';
import {
  deleteFavorite,
  deleteUserFavorites,
  favoriteListingIds,
  insertFavorite,
  saverIds,
} from './favorites.repository.js';

const FOREIGN_KEY_VIOLATION = '23503';

function assertOwnFavorites(user: UserRow, userId: string | undefined) {
  if (!canSeeFavoritesOf(user, userId))
    throw new AppError('FORBIDDEN', 'You can only view your own favorites');
}

/** A page of the user's saved listings they may still see, the latest saved first. */
export async function listFavorites(
  deps: ServiceDeps,
  user: UserRow,
  { userId, ...page }: FavoritesQuery,
): Promise<FavoritesList> {
  assertOwnFavorites(user, userId);
  const found = await listings.visibleListingPage(
    deps,
    await favoriteListingIds(deps.db, user.id),
    user,
    page,
  );
  return { ...found, favorites: found.items };
}

/** The ids of the same list, for heart toggles. */
export async function favoriteIds(deps: ServiceDeps, user: UserRow, userId?: string): Promise<FavoriteIds> {
  assertOwnFavorites(user, userId);
  return { ids: await listings.visibleListingIds(deps, await favoriteListingIds(deps.db, user.id), user) };
}

/**
 * Saves a listing the user may see. Saving again changes nothing and answers the same; the row and
 * the listing's count change in one transaction, and the owner's event follows the commit.
 */
export async function saveFavorite(
  deps: ServiceDeps,
  user: UserRow,
  listingId: string,
): Promise<FavoriteSaved> {
  const listing = await listings.getListing(deps, listingId, user);
  let inserted: boolean;
  try {
    inserted = await deps.db.transaction(async (tx) => {
      const added = await insertFavorite(tx, user.id, listingId);
      if (added) await listings.adjustFavoritesCount({ db: tx }, listingId, 1);
      return added;
    });
  } catch (error) {
    // The listing was deleted between the check and the insert.
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new AppError('LISTING_NOT_FOUND');
    throw error;
  }
  if (inserted) {
    // favorites_count orders the 'mostFavorited' browse.
    await deps.listCache.clear();
    listing.favorites += 1;
    if (ownerIsToldOfSave(listing, user)) {
      await deps.events.emit('listing.saved', {
        listingId,
        ownerId: listing.userId,
        userId: user.id,
        title: listing.title,
      });
    }
  }
  return { id: listing.id, listing, saved: true };
}

/** Who saved this listing: the people told of its price changes and its sale. */
export const saversOf = (deps: Pick<ServiceDeps, 'db'>, listingId: string) => saverIds(deps.db, listingId);

/** Forgets a saved listing; forgetting one that was not saved (or no longer exists) is fine too. */
export async function removeFavorite(
  deps: ServiceDeps,
  user: UserRow,
  listingId: string,
): Promise<FavoriteRemoved> {
  const removed = await deps.db.transaction(async (tx) => {
    const deleted = await deleteFavorite(tx, user.id, listingId);
    if (deleted) await listings.adjustFavoritesCount({ db: tx }, listingId, -1);
    return deleted;
  });
  if (removed) await deps.listCache.clear();
  return { message: 'Removed from favorites', saved: false };
}

/**
 * A leaving user's favourites go, and the counts on the listings they saved with them; in the
 * caller's transaction, handed in as `db`.
 */
export async function forgetUserFavorites(deps: Pick<ServiceDeps, 'db'>, userId: string) {
  await listings.adjustFavoritesCount(deps, await deleteUserFavorites(deps.db, userId), -1);
}
