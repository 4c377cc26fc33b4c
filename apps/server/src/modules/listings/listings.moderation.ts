import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { listingFlags, listings, users } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { renewedExpiry } from './listings.lifecycle.js';
import { presentListing } from './listings.presenter.js';
import { loadListings } from './listings.repository.js';

/**
 * Issue 24's moderation, the listings' side: the queue of pending listings and the one change a
 * decision makes. The admin module decides, audits and notifies; these only read and write rows.
 */

/** The pending listings, oldest first (they have waited longest), one page of ids and the total. */
export async function pendingListingIds(db: Database, { page, limit }: { page: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.status, 'pending'))
      .orderBy(asc(listings.updatedAt), asc(listings.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(listings).where(eq(listings.status, 'pending')),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.n ?? 0 };
}

/** The queue's page: each listing with its flags (the matched listing named) and its seller's record. */
export async function moderationItems(deps: ServiceDeps, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const presented = (await loadListings(deps.db, ids)).map((rows) => presentListing(deps.storage, rows));
  // Written out with their tables: drizzle leaves a column unqualified, and inside the subquery
  // `id` would be the subquery's own.
  const related = sql<string>`(select title from listings m where m.id = listing_flags.related_listing_id)`;
  const relatedStatus = sql<string>`(select status from listings m where m.id = listing_flags.related_listing_id)`;
  const flags = await deps.db
    .select({
      listingId: listingFlags.listingId,
      kind: listingFlags.kind,
      detail: listingFlags.detail,
      relatedId: listingFlags.relatedListingId,
      relatedTitle: related,
      relatedStatus,
    })
    .from(listingFlags)
    .where(inArray(listingFlags.listingId, [...ids]))
    .orderBy(asc(listingFlags.createdAt));
  const sellerIds = [...new Set(presented.map((listing) => listing.userId))];
  const sellers = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      createdAt: users.createdAt,
      listings: sql<number>`(select count(*)::int from listings l where l.user_id = users.id)`,
      reports: sql<number>`(select count(*)::int from reports r where r.target_id = users.id
        or r.listing_id in (select l.id from listings l where l.user_id = users.id))`,
    })
    .from(users)
    .where(inArray(users.id, sellerIds));
  const sellerById = new Map(sellers.map((seller) => [seller.id, seller]));
  return presented.map((listing) => {
    const seller = sellerById.get(listing.userId)!;
    return {
      listing,
      flags: flags
        .filter((flag) => flag.listingId === listing.id)
        .map((flag) => ({
          kind: flag.kind,
          detail: flag.detail,
          relatedListing:
            flag.relatedId && flag.relatedTitle
              ? { id: flag.relatedId, title: flag.relatedTitle, status: flag.relatedStatus }
              : null,
        })),
      seller: {
        id: seller.id,
        name: seller.name,
        email: seller.email,
        memberSince: seller.createdAt.toISOString(),
        listings: seller.listings,
        reports: seller.reports,
      },
    };
  });
}

/**
 * Locks a pending listing for a decision, in the caller's transaction: two admins deciding the
 * same listing at once get one decision and one LISTING_NOT_PENDING.
 */
export async function lockPendingListing(db: Database, id: string) {
  const [row] = await db
    .select({
      id: listings.id,
      userId: listings.userId,
      title: listings.title,
      status: listings.status,
      publishedAt: listings.publishedAt,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .for('update');
  if (!row) throw new AppError('LISTING_NOT_FOUND');
  if (row.status !== 'pending') throw new AppError('LISTING_NOT_PENDING');
  return row;
}

/** Approval: live from now, a fresh lifetime, no reason left over from an earlier rejection. */
export const approvePendingListing = (db: Database, row: { id: string; publishedAt: Date | null }) =>
  db
    .update(listings)
    .set({
      status: 'active',
      rejectionReason: null,
      rejectionNote: null,
      publishedAt: row.publishedAt ?? new Date(),
      expiresAt: renewedExpiry(),
      expiryNoticeAt: null,
    })
    .where(and(eq(listings.id, row.id), eq(listings.status, 'pending')));

/** Rejection: hidden from everyone but its owner and admins, with the reason its owner will read. */
export const rejectPendingListing = (db: Database, id: string, reason: string, note: string | null) =>
  db
    .update(listings)
    .set({ status: 'inactive', rejectionReason: reason, rejectionNote: note })
    .where(and(eq(listings.id, id), eq(listings.status, 'pending')));
