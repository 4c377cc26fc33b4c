import {
  type AlertFrequency,
  listingQuerySchema,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MATCH_WINDOW,
  type Listing,
  type ListingQuery,
  type Page,
  type SavedSearch,
  type SavedSearchDeleted,
  type SavedSearchFilters,
  type SavedSearchList,
  type SavedSearchMatchesQuery,
} from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as search from '../search/search.service.js';
import type { UserRow } from '../users/users.types.js';
import { listingMayAlert } from './saved-searches.policy.js';
import { presentSavedSearch } from './saved-searches.presenter.js';
import {
  deleteSavedSearch,
  findAlertCandidates,
  findDailyMatchesSince,
  findSavedSearches,
  findSavedSearchesWithNews,
  insertSavedSearch,
  markSavedSearchSeen,
  updateSavedSearch,
  type SavedSearchRow,
} from './saved-searches.repository.js';

const notFound = () => new AppError('SAVED_SEARCH_NOT_FOUND');

/** The caller's saved searches, newest first, each with its matches since last opened. */
export async function listSavedSearches(deps: ServiceDeps, user: UserRow): Promise<SavedSearchList> {
  const rows = await findSavedSearchesWithNews(deps.db, user.id);
  const items = rows.map((row) => presentSavedSearch(row.search, row.newMatches));
  return { items, total: items.length, max: SAVED_SEARCH_LIMIT };
}

/** The caller opened one of their searches: its `newMatches` count again from zero. */
export async function markSeen(deps: ServiceDeps, user: UserRow, id: string): Promise<SavedSearch> {
  const row = await markSavedSearchSeen(deps.db, user.id, id);
  if (!row) throw notFound();
  return presentSavedSearch(row);
}

/** Saves the caller's filters under a name; a user keeps at most SAVED_SEARCH_LIMIT. */
export async function createSavedSearch(
  deps: ServiceDeps,
  user: UserRow,
  {
    frequency,
    ...body
  }: { name: string; filters: SavedSearchFilters; alertsEnabled: boolean; frequency: AlertFrequency },
): Promise<SavedSearch> {
  const values = { userId: user.id, ...body, alertFrequency: frequency };
  const row = await insertSavedSearch(deps.db, values, SAVED_SEARCH_LIMIT);
  if (!row) throw new AppError('SAVED_SEARCH_LIMIT', undefined, { max: SAVED_SEARCH_LIMIT });
  return presentSavedSearch(row);
}

/** Renames one of the caller's searches or changes its alerts; anyone else's is not found. */
export async function changeSavedSearch(
  deps: ServiceDeps,
  user: UserRow,
  id: string,
  { frequency, ...changes }: { name?: string; alertsEnabled?: boolean; frequency?: AlertFrequency },
): Promise<SavedSearch> {
  const row = await updateSavedSearch(deps.db, user.id, id, {
    ...changes,
    ...(frequency ? { alertFrequency: frequency } : {}),
  });
  if (!row) throw notFound();
  return presentSavedSearch(row);
}

/** Deletes one of the caller's searches; anyone else's is not found. */
export async function removeSavedSearch(
  deps: ServiceDeps,
  user: UserRow,
  id: string,
): Promise<SavedSearchDeleted> {
  if (!(await deleteSavedSearch(deps.db, user.id, id))) throw notFound();
  return { id, deleted: true };
}

/**
 * The browse query a saved search stands for, newest first. Filters are re-read through the
 * browse schema, so one saved under older rules that no longer reads is skipped, not fatal.
 */
function browseQueryOf(deps: ServiceDeps, row: SavedSearchRow, limit: number, page = 1): ListingQuery | null {
  const parsed = listingQuerySchema.safeParse(row.filters);
  if (!parsed.success) {
    deps.log.warn({ savedSearchId: row.id }, 'saved search filters no longer read as a browse query');
    return null;
  }
  return { ...parsed.data, sortBy: 'createdAt', sortOrder: 'desc', page, limit };
}

const newestFirst = (a: Listing, b: Listing) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * A page of the newest public listings any of the caller's searches match (the `GET /api/listings`
 * shape). Each search's newest are read through the browse (and its cache) as deep as the page
 * needs, then merged. Matches reach SAVED_SEARCH_MATCH_WINDOW deep; `total` is exact when every
 * search was read to its end, else a floor with `totalIsEstimate`.
 */
export async function savedSearchMatches(
  deps: ServiceDeps,
  user: UserRow,
  { page, limit }: SavedSearchMatchesQuery,
): Promise<Page<Listing>> {
  const end = page * limit;
  const depth = Math.min(end, SAVED_SEARCH_MATCH_WINDOW);
  const queries = (await findSavedSearches(deps.db, user.id))
    .map((row) => browseQueryOf(deps, row, depth))
    .filter((query): query is ListingQuery => query !== null);
  const pages = await Promise.all(queries.map((query) => search.browseListings(deps, query)));

  const merged = new Map<string, Listing>();
  for (const listing of pages.flatMap((result) => result.items)) merged.set(listing.id, listing);
  const ordered = [...merged.values()].sort(newestFirst);
  const { total, exact } = matchTotalOf(pages, ordered.length);
  const reachable = Math.min(total, SAVED_SEARCH_MATCH_WINDOW);
  return {
    items: ordered.slice((page - 1) * limit, Math.min(end, SAVED_SEARCH_MATCH_WINDOW)),
    total: reachable,
    page,
    limit,
    hasMore: end < reachable,
    ...(exact && total <= SAVED_SEARCH_MATCH_WINDOW ? {} : { totalIsEstimate: true }),
  };
}

/**
 * How many listings the searches match together: exact when every search was read to its end, or
 * when there is one search, whose own total is theirs (a page short of the end made 76 exact
 * matches read "76+"); else at least the largest search's total.
 */
function matchTotalOf(pages: Page<Listing>[], merged: number) {
  if (pages.every((result) => !result.hasMore)) return { total: merged, exact: true };
  const [only] = pages;
  if (only && pages.length === 1) return { total: only.total, exact: !only.totalIsEstimate };
  return { total: Math.max(merged, ...pages.map((result) => result.total)), exact: false };
}

/** Saved searches read per statement while a listing is matched: 10,000 searches are two reads. */
const CANDIDATES_PER_READ = 5_000;

/**
 * The saved searches a public listing matches (for `newMatches` and NEW_LISTING_MATCH) and the
 * listing's title. Its seller's own searches never count. Candidates are chosen in SQL by category,
 * type, make and city, read in pages; the search module tells which of each page the browse would
 * list the listing for (`listingMatcher`: the browse's own conditions against the one listing, all
 * the page's words looked up together), so no search costs a browse of its own.
 */
export async function savedSearchesMatching(
  deps: ServiceDeps,
  listingId: string,
): Promise<{ title: string; searches: { id: string; userId: string; name: string }[] }> {
  const matcher = await search.listingMatcher(deps, listingId);
  if (!matcher || !listingMayAlert(matcher.listing)) return { title: '', searches: [] };
  const { listing } = matcher;
  const matching: { id: string; userId: string; name: string }[] = [];
  for (let after: string | null = null, more = true; more;) {
    const rows = await findAlertCandidates(
      deps.db,
      {
        userId: listing.userId,
        mainCategory: listing.mainCategory,
        subCategory: listing.subCategory,
        make: listing.make,
        cityCode: listing.cityCode,
      },
      { after, limit: CANDIDATES_PER_READ },
    );
    // A short page is the last.
    more = rows.length === CANDIDATES_PER_READ;
    after = rows.at(-1)?.id ?? null;
    const readable = rows.flatMap((row) => {
      const query = browseQueryOf(deps, row, 1);
      return query ? [{ row, query }] : [];
    });
    const matched = await matcher.matches(readable.map(({ query }) => query));
    readable.forEach(({ row }, index) => {
      if (matched[index]) matching.push({ id: row.id, userId: row.userId, name: row.name });
    });
  }
  return { title: listing.title, searches: matching };
}

/** What the daily digest mail lists of these users' daily searches: the matches since `since`. */
export const dailyMatchesSince = (deps: Pick<ServiceDeps, 'db'>, userIds: readonly string[], since: Date) =>
  findDailyMatchesSince(deps.db, userIds, since);
