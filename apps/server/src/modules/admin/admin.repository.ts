import type { AdminUserListQuery } from '@souqna/contracts';
import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  auditLog,
  contactSubmissions,
  exchangeRates,
  listings,
  reports,
  subscriptionRequests,
  users,
} from '../../db/schema/index.js';

// `%` and `_` typed in a search box are letters, not wildcards.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const userColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  name: users.name,
  phone: users.phone,
  role: users.role,
  status: users.status,
  premiumUntil: users.premiumUntil,
  createdAt: users.createdAt,
};

export async function findUsers(db: Database, query: AdminUserListQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const like = containing(query.q);
    conditions.push(
      or(
        ilike(users.name, like),
        ilike(users.email, like),
        ilike(users.username, like),
        ilike(users.phone, like),
      ),
    );
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.premium === 'true') conditions.push(gt(users.premiumUntil, sql`now()`));
  if (query.premium === 'false')
    conditions.push(or(isNull(users.premiumUntil), lte(users.premiumUntil, sql`now()`)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findUserForUpdate(db: Database, id: string) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

export const setUserStatus = (db: Database, id: string, status: 'active' | 'disabled') =>
  db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));

export async function findAuditEntries(
  db: Database,
  query: { q?: string; action?: string; page: number; limit: number },
) {
  const conditions: (SQL | undefined)[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.q) {
    const like = containing(query.q);
    conditions.push(
      or(ilike(auditLog.action, like), ilike(auditLog.targetId, like), ilike(users.email, like)),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorEmail: users.email, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export const findRateHistory = (db: Database, limit: number) =>
  db
    .select({
      id: exchangeRates.id,
      rate: exchangeRates.rate,
      effectiveAt: exchangeRates.effectiveAt,
      setById: users.id,
      setByName: users.name,
    })
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.setBy))
    .where(and(eq(exchangeRates.base, 'USD'), eq(exchangeRates.quote, 'SYP')))
    .orderBy(desc(exchangeRates.effectiveAt))
    .limit(limit);

/** How many times each seller's listings were rejected, as the audit log remembers it. */
export async function rejectionCounts(db: Database, sellerIds: readonly string[]) {
  if (sellerIds.length === 0) return new Map<string, number>();
  const owner = sql<string>`${auditLog.data}->'after'->>'ownerId'`;
  const rows = await db
    .select({ ownerId: owner, n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'listing.reject'), inArray(owner, [...sellerIds])))
    .groupBy(owner);
  return new Map(rows.map((row) => [row.ownerId, row.n]));
}

const scalarCount = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
const WEEK_AGO = sql`now() - interval '7 days'`;
// Every status, so the count reads `listings_newest_idx` (status, created_at) one status at a time.
const LISTING_STATUSES = sql.raw(`'active','inactive','sold','rented','pending','expired'`);

/**
 * The admin home's counts in one statement (one round trip): each a count over an index on the
 * column it filters, read-only, so it sits here rather than behind six services' calls.
 */
export async function countDashboard(db: Database) {
  const [row] = await db
    .select({
      pendingListings: scalarCount(
        sql`select count(*) from ${listings} where ${listings.status} = 'pending'`,
      ),
      openReports: scalarCount(
        sql`select count(*) from ${reports} where ${reports.status} in ('open', 'reviewing')`,
      ),
      unreadContact: scalarCount(
        sql`select count(*) from ${contactSubmissions} where ${contactSubmissions.readAt} is null and ${contactSubmissions.archivedAt} is null`,
      ),
      openPremiumRequests: scalarCount(
        sql`select count(*) from ${subscriptionRequests} where ${subscriptionRequests.status} = 'pending'`,
      ),
      newUsers: scalarCount(sql`select count(*) from ${users} where ${users.createdAt} >= ${WEEK_AGO}`),
      newListings: scalarCount(
        sql`select count(*) from ${listings} where ${listings.status} in (${LISTING_STATUSES}) and ${listings.createdAt} >= ${WEEK_AGO}`,
      ),
    })
    .from(sql`(values (1)) as one (x)`);
  return row!;
}
