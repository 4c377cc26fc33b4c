import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { LISTING_EXPIRY_NOTICE_DAYS, LISTING_LIFETIME_DAYS, type OwnListing } from '@souqna/contracts';
import { listings } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import {
  mailExpiryNotices,
  notify,
  textLanguage,
  withinDays,
  type Reader,
} from '../notifications/notifications.service.js';
import type { UserRow } from '../users/users.types.js';
import { canEditListing, canViewListingOf } from './listings.policy.js';
import { presentOwnListing } from './listings.presenter.js';
import { findListing } from './listings.repository.js';

const DAY_MS = 86_400_000;
export const LIFECYCLE_JOB = 'listings.lifecycle';

/** When a listing published or renewed now expires. */
export const renewedExpiry = (now = new Date()) => new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY_MS);

/**
 * The owner's one click (DESIGN.md 4): an active or expired listing lives another
 * LISTING_LIFETIME_DAYS from now and is back in search. Sold, rented, inactive and pending ones
 * have nothing to renew (409).
 */
export async function renewListing(deps: ServiceDeps, id: string, actor: UserRow): Promise<OwnListing> {
  const rows = await findListing(deps.db, id);
  if (!rows || !canViewListingOf(actor, rows)) throw new AppError('LISTING_NOT_FOUND');
  if (!canEditListing(actor, rows.listing)) throw new AppError('FORBIDDEN');
  const renewed = await deps.db
    .update(listings)
    .set({ status: 'active', expiresAt: renewedExpiry(), expiryNoticeAt: null })
    .where(and(eq(listings.id, id), inArray(listings.status, ['active', 'expired'])))
    .returning({ id: listings.id });
  if (renewed.length === 0) throw new AppError('LISTING_NOT_RENEWABLE');
  await deps.listCache.clear();
  return presentOwnListing(deps.storage, (await findListing(deps.db, id))!);
}

const noticeText = (reader: Reader, title: string, days: number) =>
  textLanguage(reader.language) === 'ar'
    ? {
        title: 'إعلانك على وشك الانتهاء',
        message: `ينتهي «${title}» ${withinDays(reader, days)}. جدّده بنقرة واحدة ليبقى ظاهراً في البحث`,
      }
    : {
        title: 'Your listing expires soon',
        message: `“${title}” expires ${withinDays(reader, days)}. Renew it with one click to keep it in search`,
      };

const expiredText = (reader: Reader, title: string) =>
  textLanguage(reader.language) === 'ar'
    ? { title: 'انتهى إعلانك', message: `لم يعد «${title}» ظاهراً في البحث. جدّده بنقرة واحدة لإعادته` }
    : {
        title: 'Your listing expired',
        message: `“${title}” left search. Renew it with one click to bring it back`,
      };

const aboutListing = (listingId: string) => ({
  listingId,
  targetId: listingId,
  targetType: 'listing',
  relatedId: listingId,
});

/**
 * One SYSTEM_NOTICE per listing to its owner, in rounds: round k holds each owner's k-th listing,
 * so a pass costs one fan-out (a few statements) per round, not one per listing.
 */
async function noticeOwners<T extends { id: string; userId: string }>(
  deps: ServiceDeps,
  rows: readonly T[],
  text: (reader: Reader, row: T) => { title: string; message: string },
) {
  const rounds: Map<string, T>[] = [];
  for (const row of rows) {
    let round = rounds.find((candidate) => !candidate.has(row.userId));
    if (!round) rounds.push((round = new Map()));
    round.set(row.userId, row);
  }
  for (const round of rounds) {
    await notify(deps, [...round.keys()], { type: 'SYSTEM_NOTICE' }, (reader) => {
      const row = round.get(reader.id)!;
      return { ...text(reader, row), ...aboutListing(row.id) };
    });
  }
}

/**
 * One pass of the lifecycle job: owners of listings expiring within LISTING_EXPIRY_NOTICE_DAYS are
 * told once, and by mail if they chose email copies (the conditional update marks them first, so
 * a retried pass never tells twice), and
 * active listings past their date turn `expired`, leaving search while staying the owner's.
 */
export async function runListingLifecycle(deps: ServiceDeps, now = new Date()) {
  const noticeBefore = new Date(now.getTime() + LISTING_EXPIRY_NOTICE_DAYS * DAY_MS);
  const due = await deps.db
    .update(listings)
    .set({ expiryNoticeAt: now })
    .where(
      and(
        eq(listings.status, 'active'),
        lte(listings.expiresAt, noticeBefore),
        sql`${listings.expiresAt} > ${now}`,
        isNull(listings.expiryNoticeAt),
      ),
    )
    .returning({
      id: listings.id,
      userId: listings.userId,
      title: listings.title,
      expiresAt: listings.expiresAt,
    });
  const days = (listing: (typeof due)[number]) =>
    Math.max(1, Math.ceil((listing.expiresAt.getTime() - now.getTime()) / DAY_MS));
  await noticeOwners(deps, due, (reader, listing) => noticeText(reader, listing.title, days(listing)));
  await mailExpiryNotices(
    deps,
    due.map((listing) => ({
      userId: listing.userId,
      listingId: listing.id,
      title: listing.title,
      days: days(listing),
    })),
  );
  const expired = await deps.db
    .update(listings)
    .set({ status: 'expired' })
    .where(and(eq(listings.status, 'active'), lte(listings.expiresAt, now)))
    .returning({ id: listings.id, userId: listings.userId, title: listings.title });
  if (expired.length > 0) await deps.listCache.clear();
  await noticeOwners(deps, expired, (reader, listing) => expiredText(reader, listing.title));
  return { noticed: due.length, expired: expired.length };
}

/** Every hour at minute 7 (off the hour, when other schedules run). */
export function registerListingLifecycleJobs(deps: ServiceDeps) {
  deps.jobs.work(LIFECYCLE_JOB, async () => void (await runListingLifecycle(deps)));
  deps.jobs.schedule(LIFECYCLE_JOB, '7 * * * *');
}
