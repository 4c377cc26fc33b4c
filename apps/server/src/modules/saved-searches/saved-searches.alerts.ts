import type { ServiceDeps } from '../../platform/service-deps.js';
import * as notifications from '../notifications/notifications.service.js';
import {
  claimDailyCounts,
  findUnalertedInstant,
  markAlerted,
  recordMatches,
} from './saved-searches.repository.js';
import { savedSearchesMatching } from './saved-searches.service.js';

export const MATCH_JOB = 'saved-search-match';
export const DAILY_JOB = 'saved-search-daily';
const DAY = 24 * 60 * 60_000;
const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * One alert per search per day: a burst of matches grows it ("3 new listings match …"). All
 * searches' alerts go out in batches, under one lock, so two jobs at once never both add a day's
 * row for the same search.
 */
const alertSearches = <S extends { id: string; userId: string; name: string }>(
  deps: ServiceDeps,
  searches: readonly S[],
  day: string,
  build: (
    reader: notifications.Recipient,
    search: S,
    previous: notifications.Previous | null,
  ) => notifications.Draft,
) =>
  notifications.notifyEach(
    deps,
    'NEW_LISTING_MATCH',
    searches.map((search) => ({ search, recipientId: search.userId, groupKey: `match:${search.id}:${day}` })),
    { lock: 'saved-search-matches', withinMs: DAY },
    (reader, { search }, previous) => build(reader, search, previous),
  );

/**
 * Records which saved searches a published listing matches and tells the owners of the instant
 * ones. Matches are kept before anyone is told and marked told after, so a crash in between tells
 * the rest on the job's next run, and a rerun adds nothing.
 */
export async function matchPublishedListing(deps: ServiceDeps, listingId: string) {
  const { title, searches } = await savedSearchesMatching(deps, listingId);
  await recordMatches(
    deps.db,
    listingId,
    searches.map((search) => search.id),
  );
  const instant = await findUnalertedInstant(deps.db, listingId);
  await alertSearches(deps, instant, utcDay(), (reader, search, previous) => ({
    ...notifications.matchText(reader, search.name, title, (previous?.count ?? 0) + 1),
    listingId,
    relatedId: search.id,
    targetType: 'savedSearch',
    targetId: search.id,
  }));
  await markAlerted(
    deps.db,
    listingId,
    instant.map((search) => search.id),
  );
  return { matched: searches.length, alerted: instant.length };
}

/** One NEW_LISTING_MATCH per daily search with the count of its public matches since the last one. */
export async function sendDailyMatchAlerts(deps: ServiceDeps, now = new Date()) {
  const due = await claimDailyCounts(deps.db, now);
  const searches = due.map(({ search, matches }) => ({ ...search, matches }));
  await alertSearches(deps, searches, utcDay(now), (reader, search) => ({
    ...notifications.matchText(reader, search.name, '', search.matches),
    relatedId: search.id,
    targetType: 'savedSearch',
    targetId: search.id,
  }));
  return { alerted: due.length };
}

/**
 * A listing going public (published, or approved after review: both emit `listing.published`)
 * queues its matching as a durable job, so a restart loses none; daily alerts go out at 06:15 UTC.
 */
export function registerSavedSearchAlerts(deps: ServiceDeps) {
  deps.events.on('listing.published', async (event) => {
    await deps.jobs.enqueue(MATCH_JOB, { listingId: event.listingId }, { singletonKey: event.listingId });
  });
  deps.jobs.work(MATCH_JOB, async (data) => {
    if (typeof data.listingId === 'string') await matchPublishedListing(deps, data.listingId);
  });
  deps.jobs.work(DAILY_JOB, async () => void (await sendDailyMatchAlerts(deps)));
  deps.jobs.schedule(DAILY_JOB, '15 6 * * *');
}
