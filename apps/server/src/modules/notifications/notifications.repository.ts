import { and, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client.js';
import { digestMailSends, messageMailSends, notifications } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** A row to insert, as the fan-out builds it. */
export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  message: string;
  listingId: string | null;
  targetId: string | null;
  targetType: string | null;
  relatedId: string | null;
  groupKey: string | null;
  facts: Record<string, unknown>;
}

/** A grouped row grown by one more event: its new text and count. */
export interface GroupedUpdate {
  id: string;
  title: string;
  message: string;
  count: number;
  facts: Record<string, unknown>;
}

const own = (userId: string, id: string) => and(eq(notifications.userId, userId), eq(notifications.id, id));
const uuidList = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** A page of a user's notifications, newest first, with the count of the whole list. */
export async function findPage(
  db: Database,
  userId: string,
  { page, limit, type, unread }: { page: number; limit: number; type?: string; unread?: boolean },
) {
  const where = and(
    eq(notifications.userId, userId),
    type ? eq(notifications.type, type) : undefined,
    unread ? isNull(notifications.readAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ count: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export const countUnread = async (db: Database, userId: string) =>
  (
    await db
      .select({ count: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  )[0]?.count ?? 0;

/** Each of these people's unread count, in one statement. */
export async function countUnreadOf(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ userId: notifications.userId, count: count() })
    .from(notifications)
    .where(and(sql`${notifications.userId} = any(${uuidList(userIds)})`, isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

export const findOwn = async (db: Database, userId: string, id: string) =>
  (await db.select().from(notifications).where(own(userId, id)))[0];

export const setRead = async (db: Database, userId: string, id: string, read: boolean) =>
  (
    await db
      .update(notifications)
      .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
      .where(own(userId, id))
      .returning()
  )[0];

export const markAllRead = async (db: Database, userId: string) =>
  (
    await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id })
  ).length;

export const deleteOwn = async (db: Database, userId: string, id: string) =>
  (await db.delete(notifications).where(own(userId, id)).returning({ id: notifications.id })).length > 0;

export const deleteAll = async (db: Database, userId: string) =>
  (await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id }))
    .length;

/**
 * Serialises the fan-outs of one group (a listing's price edits, one conversation's messages) in
 * the caller's transaction: two at once would each miss the other's row and insert twice.
 */
export const lockGroup = (db: Database, groupKey: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`notifications:${groupKey}`}, 0))`);

/** These people's unread rows of these groups, updated since `since`: the ones a new event grows. */
export const findGroupRows = (
  db: Database,
  groupKeys: readonly string[],
  userIds: readonly string[],
  since: Date,
) =>
  db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      groupKey: sql<string>`${notifications.groupKey}`,
      count: notifications.count,
      facts: notifications.facts,
    })
    .from(notifications)
    .where(
      and(
        // Keys are free text: one JSON parameter carries them, however many.
        sql`${notifications.groupKey} in (select jsonb_array_elements_text(${JSON.stringify(groupKeys)}::jsonb))`,
        sql`${notifications.userId} = any(${uuidList(userIds)})`,
        isNull(notifications.readAt),
        sql`${notifications.updatedAt} >= ${since.toISOString()}`,
      ),
    );

// One JSON parameter carries every row: one statement whatever the batch's size, on both drivers.
const recordset = (rows: readonly object[], columns: SQL) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${columns})`;

/** Inserts the rows in one statement. */
export async function insertMany(db: Database, rows: readonly NewNotification[]) {
  if (rows.length === 0) return [];
  const values = rows.map((row) => ({
    user_id: row.userId,
    type: row.type,
    title: row.title,
    message: row.message,
    listing_id: row.listingId,
    target_id: row.targetId,
    target_type: row.targetType,
    related_id: row.relatedId,
    group_key: row.groupKey,
    facts: row.facts,
  }));
  return selectRows<RawRow>(
    db,
    sql`insert into ${notifications}
      (user_id, type, title, message, listing_id, target_id, target_type, related_id, group_key, facts)
      select user_id, type, title, message, listing_id, target_id, target_type, related_id, group_key, facts
      from ${recordset(
        values,
        sql`user_id uuid, type text, title text, message text, listing_id uuid, target_id text,
          target_type text, related_id text, group_key text, facts jsonb`,
      )}
      returning *`,
  ).then((raw) => raw.map(fromRaw));
}

/**
 * Grows grouped rows in one statement; `created_at` moves to now, as the row now stands for the
 * latest event and belongs at the top of the list. Rows read meanwhile are left alone.
 */
export async function updateGrouped(db: Database, updates: readonly GroupedUpdate[]) {
  if (updates.length === 0) return [];
  return selectRows<RawRow>(
    db,
    sql`update ${notifications} as n
      set title = x.title, message = x.message, count = x.count, facts = x.facts,
        created_at = now(), updated_at = now()
      from ${recordset(updates, sql`id uuid, title text, message text, count int, facts jsonb`)}
      where n.id = x.id and n.read_at is null
      returning n.*`,
  ).then((raw) => raw.map(fromRaw));
}

/** A row as raw SQL returns it (snake case, timestamps as the driver gives them). */
type RawRow = Record<string, unknown>;

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

function fromRaw(raw: RawRow): NotificationRow {
  return {
    id: raw.id as string,
    userId: raw.user_id as string,
    type: raw.type as string,
    title: raw.title as string,
    message: raw.message as string,
    listingId: (raw.listing_id as string | null) ?? null,
    targetId: (raw.target_id as string | null) ?? null,
    targetType: (raw.target_type as string | null) ?? null,
    relatedId: (raw.related_id as string | null) ?? null,
    groupKey: (raw.group_key as string | null) ?? null,
    count: Number(raw.count),
    facts: (typeof raw.facts === 'string' ? JSON.parse(raw.facts) : raw.facts) as Record<string, unknown>,
    readAt: raw.read_at == null ? null : toDate(raw.read_at),
    createdAt: toDate(raw.created_at),
    updatedAt: toDate(raw.updated_at),
  };
}

/**
 * Takes the hour's one NEW_MESSAGE mail of this reader and conversation for this job: true when
 * none was sent within the hour, or this same job took it before (a retry after a failed send).
 */
export async function claimMessageMail(db: Database, userId: string, conversationId: string, jobId: string) {
  const rows = await db
    .insert(messageMailSends)
    .values({ userId, conversationId, jobId, sentAt: sql`now()` })
    .onConflictDoUpdate({
      target: [messageMailSends.userId, messageMailSends.conversationId],
      set: { sentAt: sql`now()`, jobId },
      setWhere: sql`${messageMailSends.sentAt} < now() - interval '1 hour' or ${messageMailSends.jobId} = ${jobId}`,
    })
    .returning({ userId: messageMailSends.userId });
  return rows.length === 1;
}

/** These users' unread notifications of these types made (or grown) since `since`, newest first. */
export const findRecentOfUsers = (
  db: Database,
  userIds: readonly string[],
  types: readonly string[],
  since: Date,
) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(notifications)
        .where(
          and(
            inArray(notifications.userId, [...userIds]),
            inArray(notifications.type, [...types]),
            gte(notifications.createdAt, since),
            isNull(notifications.readAt),
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id));

/**
 * Takes the day's one digest mail of each of these readers, in one statement: the ones claimed
 * now, not by an earlier claim of the day, so a rerun of the day's job (a restart, a second
 * process) mails nobody twice.
 */
export async function claimDigestMails(db: Database, userIds: readonly string[], day: string, jobId: string) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await selectRows<{ userId: string }>(
    db,
    sql`insert into ${digestMailSends} (user_id, day, job_id, sent_at)
      select id, ${day}, ${jobId}, now() from unnest(${uuidList(userIds)}) as id
      on conflict do nothing returning user_id as "userId"`,
  );
  return new Set(rows.map((row) => row.userId));
}

/** Gives a claim back after a failed send, so the job's retry may send that digest. */
export const releaseDigestMail = (db: Database, userId: string, day: string) =>
  db.delete(digestMailSends).where(and(eq(digestMailSends.userId, userId), eq(digestMailSends.day, day)));
