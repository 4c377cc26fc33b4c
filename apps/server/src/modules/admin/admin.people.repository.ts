import { and, count, desc, eq, gt, inArray, isNull, max, min, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  auditLog,
  conversationParticipants,
  conversations,
  listings,
  refreshTokens,
  reports,
  users,
} from '../../db/schema/index.js';

// The admin's read model of a person and of the reports queue reads across the tables of several
// modules at once: one query each, where going through each service would take one per row.

export async function findUserListings(db: Database, userId: string, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: listings.id,
        title: listings.title,
        status: listings.status,
        price: listings.price,
        currency: listings.currency,
        createdAt: listings.createdAt,
      })
      .from(listings)
      .where(eq(listings.userId, userId))
      .orderBy(desc(listings.createdAt))
      .limit(limit),
    db.select({ value: count() }).from(listings).where(eq(listings.userId, userId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Reports about a user's listings and about conversations they are in, other people's only. */
export const findReportsAgainst = (db: Database, userId: string, limit: number) =>
  db
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      details: reports.details,
      status: reports.status,
      createdAt: reports.createdAt,
      reporterId: users.id,
      reporterName: users.name,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        ne(reports.reporterId, userId),
        or(
          inArray(
            reports.listingId,
            db.select({ id: listings.id }).from(listings).where(eq(listings.userId, userId)),
          ),
          and(
            eq(reports.targetType, 'CONVERSATION'),
            inArray(
              reports.targetId,
              db
                .select({ id: conversationParticipants.conversationId })
                .from(conversationParticipants)
                .where(eq(conversationParticipants.userId, userId)),
            ),
          ),
        ),
      ),
    )
    .orderBy(desc(reports.createdAt))
    .limit(limit);

/** Warnings live in the audit log (`user.warn`), which nothing edits: what was said stays said. */
export const findWarnings = (db: Database, userId: string, limit: number) =>
  db
    .select({ entry: auditLog, byName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.action, 'user.warn'), eq(auditLog.targetId, userId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);

/** Live sessions: each refresh-token family's newest unrevoked, unexpired token. */
export const findLiveSessions = (db: Database, userId: string) =>
  db
    .select({
      id: refreshTokens.familyId,
      userAgent: refreshTokens.userAgent,
      ip: refreshTokens.ip,
      createdAt: refreshTokens.createdAt,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(refreshTokens.createdAt))
    .limit(50);

export const findLastActive = async (db: Database, userId: string) =>
  (await db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, userId)))[0]?.at ?? null;

export const setUserFields = (
  db: Database,
  id: string,
  values: { role?: 'USER' | 'ADMIN'; premiumUntil?: Date | null },
) =>
  db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));

// ---- the reports queue ----

export type ReportTargetType = 'LISTING' | 'CONVERSATION';
const OPEN = sql`('open', 'reviewing')`;
// A listing report names its listing in `listing_id`; a conversation report its conversation in
// `target_id`: one key for both.
const targetKey = sql<string>`coalesce(${reports.listingId}, ${reports.targetId})`;
const isOpen = sql<boolean>`${reports.status} in ${OPEN}`;

export async function findReportGroups(
  db: Database,
  query: { status?: 'open' | 'closed'; page: number; limit: number },
) {
  const conditions: SQL[] = [inArray(reports.targetType, ['LISTING', 'CONVERSATION'])];
  if (query.status === 'open') conditions.push(isOpen);
  if (query.status === 'closed') conditions.push(sql`not ${isOpen}`);
  const where = and(...conditions);
  const grouped = db
    .select({
      targetType: reports.targetType,
      targetId: targetKey.as('target_key'),
      open: isOpen.as('is_open'),
      count: count().as('n'),
      first: min(reports.createdAt).as('first_at'),
      last: max(reports.createdAt).as('last_at'),
      reasons: sql<string[]>`array_agg(${reports.reason} order by ${reports.createdAt})`.as('reasons'),
      details: sql<(string | null)[]>`array_agg(${reports.details} order by ${reports.createdAt})`.as(
        'details',
      ),
      reporters: sql<string[]>`array_agg(${reports.reporterId} order by ${reports.createdAt})`.as(
        'reporters',
      ),
    })
    .from(reports)
    .where(where)
    .groupBy(reports.targetType, targetKey, isOpen)
    .as('g');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(grouped)
      // Open first; among them the most reported, then the most recently reported.
      .orderBy(desc(grouped.open), desc(grouped.count), desc(grouped.last))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(grouped),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export const findListingsWithSellers = (db: Database, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: listings.id,
          title: listings.title,
          status: listings.status,
          seller: { id: users.id, name: users.name, email: users.email, status: users.status },
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.userId))
        .where(inArray(listings.id, [...ids]));

export const findConversationPeople = (db: Database, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          conversationId: conversationParticipants.conversationId,
          listingId: conversations.listingId,
          person: { id: users.id, name: users.name, email: users.email, status: users.status },
        })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .innerJoin(users, eq(users.id, conversationParticipants.userId))
        .where(inArray(conversationParticipants.conversationId, [...ids]));

const targetIs = (type: ReportTargetType, id: string) =>
  type === 'LISTING'
    ? and(eq(reports.targetType, 'LISTING'), eq(reports.listingId, id))
    : and(eq(reports.targetType, 'CONVERSATION'), eq(reports.targetId, id));

/** The open reports on one target, locked: two admins deciding at once decide once. */
export const lockOpenReports = (db: Database, type: ReportTargetType, id: string) =>
  db
    .select({ id: reports.id, reporterId: reports.reporterId, reason: reports.reason })
    .from(reports)
    .where(and(targetIs(type, id), isOpen))
    .for('update');

export const closeReports = (
  db: Database,
  ids: readonly string[],
  values: { status: 'resolved' | 'dismissed'; resolvedBy: string; resolutionNote: string },
) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .update(reports)
        .set({ ...values, updatedAt: new Date() })
        .where(and(inArray(reports.id, [...ids]), isOpen));
