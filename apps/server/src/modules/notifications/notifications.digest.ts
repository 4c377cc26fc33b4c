import type { Listing } from '@souqna/contracts';
import { unsubscribeLinks } from '../../platform/mail/unsubscribe-token.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as listings from '../listings/listings.service.js';
import * as savedSearches from '../saved-searches/saved-searches.service.js';
import * as users from '../users/users.service.js';
import { digestMail, type MailListingCard } from './notifications.mails.js';
import {
  claimDigestMails,
  findRecentOfUsers,
  releaseDigestMail,
  type NotificationRow,
} from './notifications.repository.js';
import { formatNumber, formatPrice, type PriceFacts, type Reader } from './notifications.texts.js';

export const DIGEST_JOB = 'mail.daily-digest';
const DAY_MS = 86_400_000;
/** Readers per round of reads: each round is four statements whatever its size. */
const DIGEST_BATCH = 200;
/**
 * Readers whose mails are claimed in one statement, then sent: a crash between the two leaves at
 * most these without the day's digest (as one reader before: a mail is never sent twice), and
 * 2,000 readers are 40 claims, not 2,000.
 */
const CLAIM_BATCH = 50;
/** Listings a search shows in the mail; the heading still counts them all. */
const LISTINGS_PER_SEARCH = 6;
/** What a digest reports of a reader's listing activity (a price rise is no news worth a mail). */
const ACTIVITY_TYPES = ['LISTING_INTEREST', 'PRICE_UPDATE', 'LISTING_SOLD'] as const;

const isNews = (row: NotificationRow) => {
  if (row.type !== 'PRICE_UPDATE') return true;
  const facts = row.facts as Partial<PriceFacts>;
  return facts.oldCurrency === facts.currency && Number(facts.newPrice) < Number(facts.oldPrice);
};

function groupBy<T>(items: readonly T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function cardOf(deps: ServiceDeps, reader: Reader, listing: Listing): MailListingCard {
  const image = listing.images[0];
  const picture = image ? image.cardUrl || image.url : '';
  return {
    title: listing.title,
    price: formatPrice(reader, Number(listing.price), listing.currency),
    url: `${deps.publicUrl}/listings/${listing.id}`,
    // Mail clients load images from absolute addresses only.
    image: picture ? new URL(picture, `${deps.publicUrl}/`).href : null,
  };
}

/**
 * One pass of the daily digest: each active reader who chose it and has news of the last day (their
 * listings saved, price drops and sales of listings they saved, their daily searches' new public
 * matches) gets one mail in their language. Readers are read in pages and each page's news in a
 * few statements; the day's claim row keeps it to one mail a reader a day across reruns.
 */
export async function sendDailyDigests(deps: ServiceDeps, jobId: string, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  const since = new Date(now.getTime() - DAY_MS);
  let after: string | null = null;
  let sent = 0;
  let failed: unknown = null;
  for (;;) {
    const page = await users.digestRecipients(deps, after, DIGEST_BATCH);
    if (page.length === 0) break;
    after = page.at(-1)!.id;
    const ids = page.map((reader) => reader.id);
    const [activity, matches] = await Promise.all([
      findRecentOfUsers(deps.db, ids, ACTIVITY_TYPES, since).then((rows) => rows.filter(isNews)),
      savedSearches.dailyMatchesSince(deps, ids, since),
    ]);
    const listingIds = new Set<string>(matches.map((match) => match.listingId));
    for (const row of activity) if (row.listingId) listingIds.add(row.listingId);
    const shown = new Map(
      (await listings.visibleListings(deps, [...listingIds], null)).map((listing) => [listing.id, listing]),
    );
    const activityOf = groupBy(activity, (row) => row.userId);
    const matchesOf = groupBy(
      matches.filter((match) => shown.has(match.listingId)),
      (match) => match.userId,
    );
    const due: { userId: string; mail: ReturnType<typeof digestMail> }[] = [];
    for (const recipient of page) {
      const reader = { language: recipient.settings.language, latinDigits: recipient.settings.latinDigits };
      const card = (id: string | null) => {
        const listing = id ? shown.get(id) : undefined;
        return listing ? cardOf(deps, reader, listing) : null;
      };
      const items = (activityOf.get(recipient.id) ?? []).map((row) => ({
        title: row.title,
        message: row.message,
        listing: card(row.listingId),
      }));
      const searches = [
        ...groupBy(matchesOf.get(recipient.id) ?? [], (match) => match.searchId).values(),
      ].map((found) => ({
        name: found[0]!.searchName,
        count: found.length,
        countText: formatNumber(reader, found.length),
        listings: found.slice(0, LISTINGS_PER_SEARCH).map((match) => card(match.listingId)!),
      }));
      if (items.length === 0 && searches.length === 0) continue;
      due.push({
        userId: recipient.id,
        mail: digestMail({
          to: recipient.email,
          language: recipient.settings.language,
          activity: items,
          searches,
          unsubscribe: unsubscribeLinks(deps.publicUrl, deps.jwtSecret, {
            kind: 'digest',
            userId: recipient.id,
          }),
        }),
      });
    }
    for (let start = 0; start < due.length; start += CLAIM_BATCH) {
      const batch = due.slice(start, start + CLAIM_BATCH);
      const claimed = await claimDigestMails(
        deps.db,
        batch.map((entry) => entry.userId),
        day,
        jobId,
      );
      for (const { userId, mail } of batch.filter((entry) => claimed.has(entry.userId))) {
        try {
          await deps.mailer.send(mail);
          sent += 1;
        } catch (error) {
          // The others still get theirs; the job fails after the pass, and its retry sends this one.
          await releaseDigestMail(deps.db, userId, day);
          failed ??= error;
        }
      }
    }
  }
  if (failed) throw failed;
  return { sent };
}

/** Every day at 06:30 UTC, after the night's saved-search matching has settled. */
export function registerDigestMail(deps: ServiceDeps) {
  deps.jobs.work(DIGEST_JOB, async (_data, job) => void (await sendDailyDigests(deps, job.id)));
  deps.jobs.schedule(DIGEST_JOB, '30 6 * * *');
}
