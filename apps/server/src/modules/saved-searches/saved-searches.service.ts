import {
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
import { noListCache } from '../../platform/cache/list-cache.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as listings from '../listings/listings.service.js';
import * as search from '../search/search.service.js';
import type { UserRow } from '../users/users.types.js';
import { listingMayAlert, searchMayMatchSeller } from './saved-searches.policy.js';
import { presentSavedSearch } from './saved-searches.presenter.js';
import {
  deleteSavedSearch,
  findAlertCandidates,
  findSavedSearches,
  insertSavedSearch,
  updateSavedSearch,
  type SavedSearchRow,
} from './saved-searches.repository.js';

const notFound = () => new AppError('SAVED_SEARCH_NOT_FOUND');

/** The caller's saved searches, newest first. */
export async function listSavedSearches(deps: ServiceDeps, user: UserRow): Promise<SavedSearchList> {
  const items = (await findSavedSearches(deps.db, user.id)).map(presentSavedSearch);
  return { items, total: items.length, max: SAVED_SEARCH_LIMIT };
}

/** Saves the caller's filters under a name; a user keeps at most SAVED_SEARCH_LIMIT. */
export async function createSavedSearch(
  deps: ServiceDeps,
  user: UserRow,
  body: { name: string; filters: SavedSearchFilters; alertsEnabled: boolean },
): Promise<SavedSearch> {
  const row = await insertSavedSearch(deps.db, { userId: user.id, ...body }, SAVED_SEARCH_LIMIT);
  if (!row) throw new AppError('SAVED_SEARCH_LIMIT', undefined, { max: SAVED_SEARCH_LIMIT });
  return presentSavedSearch(row);
}

/** Renames one of the caller's searches or turns its alerts on or off; anyone else's is not found. */
export async function changeSavedSearch(
  deps: ServiceDeps,
  user: UserRow,
  id: string,
  changes: { name?: string; alertsEnabled?: boolean },
): Promise<SavedSearch> {
  const row = await updateSavedSearch(deps.db, user.id, id, changes);
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

/** How far into one seller's matches a listing is looked for; a dealer's stock is rarely deeper. */
const SELLER_MATCH_DEPTH = 100;

/**
 * The saved searches with alerts on that a public listing matches, for NEW_LISTING_MATCH. Its
 * seller's own searches never count. Each candidate search runs as a browse narrowed to the
 * listing's seller, so the listing is matched by the very rules the browse uses.
 */
export async function savedSearchesMatching(
  deps: ServiceDeps,
  listingId: string,
): Promise<{ id: string; userId: string; name: string }[]> {
  const listing = await listings.getListing(deps, listingId, null).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'LISTING_NOT_FOUND') return null;
    throw error;
  });
  if (!listing || !listingMayAlert(listing)) return [];
  const candidates = await findAlertCandidates(deps.db, {
    userId: listing.userId,
    mainCategory: listing.category.mainCategory,
    subCategory: listing.category.subCategory,
  });
  const matching: { id: string; userId: string; name: string }[] = [];
  // A browse narrowed to one seller is never asked for again, yet each would take one of the
  // shared list cache's 100 places (spec section 9) from the pages every visitor reads.
  const browse = { ...deps, listCache: noListCache };
  for (const row of candidates) {
    const query = browseQueryOf(deps, row, SELLER_MATCH_DEPTH);
    if (!query || !searchMayMatchSeller(query, listing.userId)) continue;
    const result = await search.browseListings(browse, { ...query, userId: listing.userId });
    if (result.items.some((item) => item.id === listingId)) {
      matching.push({ id: row.id, userId: row.userId, name: row.name });
    }
  }
  return matching;
}
