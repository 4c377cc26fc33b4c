import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptionRequests, users } from '../../db/schema/index.js';

export const latestRequest = async (db: Database, userId: string) =>
  (
    await db
      .select()
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.userId, userId))
      .orderBy(desc(subscriptionRequests.createdAt))
      .limit(1)
  )[0];

export const pendingRequest = async (db: Database, userId: string) =>
  (
    await db
      .select()
      .from(subscriptionRequests)
      .where(and(eq(subscriptionRequests.userId, userId), eq(subscriptionRequests.status, 'pending')))
  )[0];

export const insertRequest = (db: Database, userId: string, note: string | null) =>
  db
    .insert(subscriptionRequests)
    .values({ userId, note })
    .returning()
    .then((rows) => rows[0]!);

const requesterColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  premiumUntil: users.premiumUntil,
};

/** Open requests first (oldest first: they have waited longest), then the decided, newest first. */
export async function findRequests(
  db: Database,
  query: { status?: 'pending' | 'approved' | 'rejected'; page: number; limit: number },
) {
  const where = query.status ? eq(subscriptionRequests.status, query.status) : undefined;
  const pendingFirst = sql`${subscriptionRequests.status} <> 'pending'`;
  const oldestPendingFirst = sql`case when ${subscriptionRequests.status} = 'pending' then ${subscriptionRequests.createdAt} end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: subscriptionRequests, user: requesterColumns })
      .from(subscriptionRequests)
      .innerJoin(users, eq(users.id, subscriptionRequests.userId))
      .where(where)
      .orderBy(
        asc(pendingFirst),
        asc(oldestPendingFirst),
        desc(subscriptionRequests.decidedAt),
        desc(subscriptionRequests.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(subscriptionRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export const findRequestForUpdate = async (db: Database, id: string) =>
  (
    await db
      .select({ request: subscriptionRequests, user: requesterColumns })
      .from(subscriptionRequests)
      .innerJoin(users, eq(users.id, subscriptionRequests.userId))
      .where(eq(subscriptionRequests.id, id))
      .for('update')
  )[0];

export const updateRequest = async (
  db: Database,
  id: string,
  values: Partial<typeof subscriptionRequests.$inferInsert>,
) =>
  (await db.update(subscriptionRequests).set(values).where(eq(subscriptionRequests.id, id)).returning())[0]!;
