import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { favorites } from '../../db/schema/index.js';

/** Saves a listing for a user; false when it already was (the row is kept as it is). */
export async function insertFavorite(db: Database, userId: string, listingId: string) {
  const rows = await db
    .insert(favorites)
    .values({ userId, listingId })
    .onConflictDoNothing()
    .returning({ listingId: favorites.listingId });
  return rows.length > 0;
}

/** Forgets a saved listing; false when it was not saved. */
export async function deleteFavorite(db: Database, userId: string, listingId: string) {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
    .returning({ listingId: favorites.listingId });
  return rows.length > 0;
}

/** Forgets every listing a user saved; the ids of those listings. */
export const deleteUserFavorites = async (db: Database, userId: string) =>
  (
    await db
      .delete(favorites)
      .where(eq(favorites.userId, userId))
      .returning({ listingId: favorites.listingId })
  ).map((row) => row.listingId);

/** Every listing id a user saved, the latest saved first. */
export const favoriteListingIds = async (db: Database, userId: string) =>
  (
    await db
      .select({ listingId: favorites.listingId })
      .from(favorites)
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
  ).map((row) => row.listingId);

/** Everyone who saved a listing (the people its price changes and sale concern). */
export const saverIds = async (db: Database, listingId: string) =>
  (
    await db.select({ userId: favorites.userId }).from(favorites).where(eq(favorites.listingId, listingId))
  ).map((row) => row.userId);
