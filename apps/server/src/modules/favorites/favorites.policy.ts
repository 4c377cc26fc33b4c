import type { UserRow } from '../users/users.types.js';

/**
 * Favourites are private: a `userId` naming anyone else is refused, admins included (no admin
 * screen needs them, and DESIGN.md 3 says `userId` never widens access).
 */
export const canSeeFavoritesOf = (actor: Pick<UserRow, 'id'>, userId: string | undefined) =>
  !userId || userId === actor.id;

/** One's own listing may be saved, but nobody is told of their own interest. */
export const ownerIsToldOfSave = (listing: { userId: string }, saver: Pick<UserRow, 'id'>) =>
  listing.userId !== saver.id;
