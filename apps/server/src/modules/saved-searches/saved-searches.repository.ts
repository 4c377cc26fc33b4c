import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { savedSearches } from '../../db/schema/index.js';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
type NewSavedSearch = Pick<
  typeof savedSearches.$inferInsert,
  'userId' | 'name' | 'filters' | 'alertsEnabled'
>;

const own = (userId: string, id: string) => and(eq(savedSearches.userId, userId), eq(savedSearches.id, id));

/** A user's saved searches, newest first. */
export const findSavedSearches = (db: Database, userId: string) =>
  db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));

/**
 * Inserts a saved search unless the user already keeps `max`; null when they do. The count and the
 * insert share a per-user lock, so two saves at once cannot pass the limit together.
 */
export const insertSavedSearch = (db: Database, values: NewSavedSearch, max: number) =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`saved-searches:${values.userId}`}, 0))`,
    );
    const [kept] = await tx
      .select({ count: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, values.userId));
    if ((kept?.count ?? 0) >= max) return null;
    const [row] = await tx.insert(savedSearches).values(values).returning();
    return row!;
  });

/** Renames or toggles one of the user's searches; undefined when it is not theirs (or gone). */
export const updateSavedSearch = async (
  db: Database,
  userId: string,
  id: string,
  changes: Partial<Pick<SavedSearchRow, 'name' | 'alertsEnabled'>>,
) => (await db.update(savedSearches).set(changes).where(own(userId, id)).returning())[0];

/** Deletes one of the user's searches; false when it is not theirs (or gone). */
export const deleteSavedSearch = async (db: Database, userId: string, id: string) =>
  (await db.delete(savedSearches).where(own(userId, id)).returning({ id: savedSearches.id })).length > 0;

/**
 * Searches with alerts on that could match a listing of this category and type, except its
 * seller's own: the rest of the filters are left to the browse.
 */
export const findAlertCandidates = (
  db: Database,
  listing: { userId: string; mainCategory: string; subCategory: string },
) =>
  db
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.alertsEnabled, true),
        ne(savedSearches.userId, listing.userId),
        or(
          sql`${savedSearches.filters} ->> 'mainCategory' is null`,
          sql`${savedSearches.filters} ->> 'mainCategory' = ${listing.mainCategory}`,
        ),
        or(
          sql`${savedSearches.filters} ->> 'subCategory' is null`,
          sql`${savedSearches.filters} ->> 'subCategory' = ${listing.subCategory}`,
        ),
      ),
    )
    .orderBy(savedSearches.createdAt, savedSearches.id);
