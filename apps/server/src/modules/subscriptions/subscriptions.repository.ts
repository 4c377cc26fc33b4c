import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptionRequests } from '../../db/schema/index.js';

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
