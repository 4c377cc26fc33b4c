import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { savedSearchMatches, savedSearches } from '../../db/schema/index.js';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
type NewSavedSearch = Pick<
  typeof savedSearches.$inferInsert,
  'userId' | 'name' | 'filters' | 'alertsEnabled' | 'alertFrequency'
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
 * Matches recorded after `since` whose listing is still public. Correlated on the search's row,
 * each count is one range of saved_search_matches_since_idx: a user's 20 searches are one statement.
 */
const activeMatchesSince = (since: SQL) => sql<number>`(
  select count(*)::int from saved_search_matches m
  join listings l on l.id = m.listing_id
  where m.saved_search_id = "saved_searches"."id" and m.created_at > ${since} and l.status = 'active'
)`;

/** A user's saved searches, newest first, each with its matches since its owner last opened it. */
export const findSavedSearchesWithNews = (db: Database, userId: string) =>
  db
    .select({ search: savedSearches, newMatches: activeMatchesSince(sql`"saved_searches"."last_seen_at"`) })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));

/** The owner opened it: its new matches start counting again from now. */
export const markSavedSearchSeen = async (db: Database, userId: string, id: string) =>
  (
    await db
      .update(savedSearches)
      .set({ lastSeenAt: sql`now()` })
      .where(own(userId, id))
      .returning()
  )[0];

/** Rows per statement of a match job's writes: each statement sends its ids as one array parameter. */
const IDS_PER_STATEMENT = 10_000;
const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

async function inBatches(ids: readonly string[], write: (batch: readonly string[]) => Promise<unknown>) {
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
    await write(ids.slice(start, start + IDS_PER_STATEMENT));
  }
}

/**
 * Records that a listing matched these searches; a rerun of the job adds nothing. The ids go as
 * arrays, so no number of matches meets PostgreSQL's 65,535 bind parameters (a row of values
 * each took two).
 */
export const recordMatches = (db: Database, listingId: string, searchIds: readonly string[]) =>
  inBatches(searchIds, (batch) =>
    db.execute(sql`insert into ${savedSearchMatches} (saved_search_id, listing_id)
      select id, ${listingId}::uuid from unnest(${uuids(batch)}) as id
      on conflict do nothing`),
  );

/** The instant searches with alerts on this listing matched and that were not told of it yet. */
export const findUnalertedInstant = (db: Database, listingId: string) =>
  db
    .select({ id: savedSearches.id, userId: savedSearches.userId, name: savedSearches.name })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(
      and(
        eq(savedSearchMatches.listingId, listingId),
        isNull(savedSearchMatches.alertedAt),
        eq(savedSearches.alertsEnabled, true),
        eq(savedSearches.alertFrequency, 'instant'),
      ),
    );

export const markAlerted = (db: Database, listingId: string, searchIds: readonly string[]) =>
  inBatches(searchIds, (batch) =>
    db
      .update(savedSearchMatches)
      .set({ alertedAt: sql`now()` })
      .where(
        and(
          eq(savedSearchMatches.listingId, listingId),
          sql`${savedSearchMatches.savedSearchId} = any(${uuids(batch)})`,
        ),
      ),
  );

/**
 * Daily searches with alerts on and public matches since their last alert (or creation), with the
 * count, and marks them alerted as of `now` in the same statement, so a rerun of the day's job
 * counts nothing twice.
 */
export const claimDailyCounts = (db: Database, now: Date) =>
  db.transaction(async (tx) => {
    const since = sql`coalesce("saved_searches"."last_notified_at", "saved_searches"."created_at")`;
    const due = await tx
      .select({ search: savedSearches, matches: activeMatchesSince(since) })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.alertsEnabled, true),
          eq(savedSearches.alertFrequency, 'daily'),
          sql`${since} < ${now}`,
        ),
      )
      .for('update', { of: savedSearches, skipLocked: true });
    const counted = due.filter((row) => row.matches > 0);
    if (due.length > 0) {
      await tx
        .update(savedSearches)
        .set({ lastNotifiedAt: now })
        .where(
          inArray(
            savedSearches.id,
            due.map((row) => row.search.id),
          ),
        );
    }
    return counted;
  });

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
  changes: Partial<Pick<SavedSearchRow, 'name' | 'alertsEnabled' | 'alertFrequency'>>,
) => (await db.update(savedSearches).set(changes).where(own(userId, id)).returning())[0];

/** Deletes one of the user's searches; false when it is not theirs (or gone). */
export const deleteSavedSearch = async (db: Database, userId: string, id: string) =>
  (await db.delete(savedSearches).where(own(userId, id)).returning({ id: savedSearches.id })).length > 0;

/**
 * A page (by id, after `page.after`) of the searches that could match a listing of this category,
 * type, make and city, except its seller's own: the rest of the filters are the matcher's. Alerts
 * off or on, a match still counts in the list's `newMatches`.
 */
export const findAlertCandidates = (
  db: Database,
  listing: {
    userId: string;
    mainCategory: string;
    subCategory: string;
    make: string | null;
    cityCode: string | null;
  },
  page: { after: string | null; limit: number },
) =>
  db
    .select()
    .from(savedSearches)
    .where(
      and(
        ne(savedSearches.userId, listing.userId),
        page.after === null ? undefined : gt(savedSearches.id, page.after),
        or(
          sql`${savedSearches.filters} ->> 'make' is null`,
          sql`${savedSearches.filters} ->> 'make' = ${listing.make}`,
        ),
        or(
          sql`${savedSearches.filters} ->> 'cityCode' is null`,
          sql`${savedSearches.filters} ->> 'cityCode' = ${listing.cityCode}`,
        ),
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
    .orderBy(savedSearches.id)
    .limit(page.limit);

/**
 * The daily digest's matches: of these users' daily searches with alerts on, the listings recorded
 * since `since`, newest first (whether each is still public is the listings module's question).
 */
export const findDailyMatchesSince = (db: Database, userIds: readonly string[], since: Date) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          userId: savedSearches.userId,
          searchId: savedSearches.id,
          searchName: savedSearches.name,
          listingId: savedSearchMatches.listingId,
        })
        .from(savedSearchMatches)
        .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
        .where(
          and(
            inArray(savedSearches.userId, [...userIds]),
            eq(savedSearches.alertsEnabled, true),
            eq(savedSearches.alertFrequency, 'daily'),
            sql`${savedSearchMatches.createdAt} >= ${since}`,
          ),
        )
        .orderBy(desc(savedSearchMatches.createdAt), savedSearchMatches.listingId);
