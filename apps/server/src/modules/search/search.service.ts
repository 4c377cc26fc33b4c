import { listingOrderOf, type Listing, type ListingQuery, type Page } from '@souqna/contracts';
import { listCacheKey } from '../../platform/cache/list-cache.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { currentUsdRate } from '../exchange-rates/exchange-rates.service.js';
import * as listings from '../listings/listings.service.js';
import { findPublicListingIds } from './search.browse.js';
import { browseFiltersOf, needsRate } from './search.filters.js';
import { parseSearchQuery } from './search.parse.js';
import { passesFilters, type ListingFacts } from './search.predicate.js';
import { findListingFacts, queriesMatchingListing, suggestionRows } from './search.repository.js';
import { resolveManySearchTerms, resolveSearchTerms } from './search.terms.js';
import { relevanceOf, searchCondition, tsQueryOf } from './search.tsquery.js';
import type { BrowseFilters, BrowseQuery, SuggestionFilters } from './search.types.js';

export type { ListingFacts } from './search.predicate.js';

/** How many of the newest matches are ranked for suggestions: a suggestion should be recent, and ranking all is too slow. */
export const SUGGESTION_CANDIDATES = 100;

/**
 * A page of the public browse, from the listing list cache (spec section 9) when the same query
 * was asked since the last listing change. `preview` and `publicAccess` never widen what is
 * listed, so they are no part of the query.
 */
export async function browseListings(deps: ServiceDeps, query: ListingQuery): Promise<Page<Listing>> {
  const { sortBy, sortOrder, page, limit, ...rest } = query;
  const filters = browseFiltersOf(rest);
  const order = listingOrderOf({ sortBy, sortOrder, search: filters.search });
  // Only a sort by place reads the language: other orders share one cache entry whatever it is.
  const normalised = {
    ...filters,
    ...order,
    page,
    limit,
    lang: order.sortBy === 'location' ? (rest.lang ?? 'en') : undefined,
  };
  // A dated exchange rate takes effect with no write that could clear the cache, so price
  // queries are cached per rate in effect.
  const usdRate = needsRate(normalised) ? await currentUsdRate(deps.db) : undefined;
  const key = listCacheKey('browse', { ...normalised, usdRate });
  return deps.listCache.getOrLoad(key, () => loadBrowsePage(deps, { ...normalised, usdRate }));
}

/** Ids and total first, then every row of the page in one go. */
async function loadBrowsePage(deps: ServiceDeps, query: Omit<BrowseQuery, 'terms'>): Promise<Page<Listing>> {
  const terms = query.search
    ? await resolveSearchTerms(deps.db, parseSearchQuery(query.search), { submitted: true })
    : undefined;
  const { ids, total, totalIsEstimate } = await findPublicListingIds(deps.db, { ...query, terms });
  return {
    items: await listings.presentListings(deps, ids),
    total,
    page: query.page,
    limit: query.limit,
    hasMore: totalIsEstimate ? ids.length === query.limit : query.page * query.limit < total,
    ...(totalIsEstimate ? { totalIsEstimate } : {}),
  };
}

/** The top bar's suggestions: the active listings best matching what is typed so far, best first. */
export async function suggestListings(
  deps: ServiceDeps,
  query: SuggestionFilters & { text: string; limit: number },
): Promise<Listing[]> {
  const terms = await resolveSearchTerms(deps.db, parseSearchQuery(query.text));
  if (terms.groups.length === 0) return listings.presentListings(deps, []);
  const rows = await suggestionRows(deps.db, searchCondition(terms), query, SUGGESTION_CANDIDATES);
  // Most relevant first, ties newest first (the order they were read in: the sort is stable).
  const ids = rows
    .map((row) => ({ id: row.id, rank: relevanceOf(terms, row) }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, query.limit)
    .map((row) => row.id);
  return listings.presentListings(deps, ids);
}

/**
 * Searches' words per statement when they are checked against one listing: each is at most
 * parseSearchQuery's eight groups of two parameters, far under PostgreSQL's 65,535.
 */
const TEXTS_PER_STATEMENT = 1_000;

/**
 * A listing in hand, to be matched against many browse queries (saved searches) without one browse
 * each: the listing is read once, and `matches` tells which queries `browseListings` would list it
 * for, by the browse's own conditions (`passesFilters`) and the same tsquery of their words, all
 * queries' words resolved together and checked against its search vector in batches. Undefined
 * when the listing is gone.
 */
export async function listingMatcher(
  deps: Pick<ServiceDeps, 'db'>,
  listingId: string,
): Promise<
  { listing: ListingFacts; matches: (queries: readonly BrowseFilters[]) => Promise<boolean[]> } | undefined
> {
  const listing = await findListingFacts(deps.db, listingId);
  if (!listing) return undefined;
  let rate: Promise<number | undefined> | undefined;
  const matches = async (queries: readonly BrowseFilters[]) => {
    const usdRate = queries.some((query) => needsRate(query))
      ? await (rate ??= currentUsdRate(deps.db))
      : undefined;
    const passing = queries.map((query) => passesFilters(query, listing, usdRate));
    const texts = new Map<string, boolean>();
    queries.forEach((query, index) => {
      const words = browseFiltersOf(query).search;
      if (passing[index] && words) texts.set(words, false);
    });
    for (const [text, held] of await textsHeldBy(deps, listingId, [...texts.keys()])) texts.set(text, held);
    return queries.map((query, index) => {
      const words = browseFiltersOf(query).search;
      return passing[index]! && (!words || texts.get(words)!);
    });
  };
  return { listing, matches };
}

/** Which of these texts a browse by words would list the listing for. */
async function textsHeldBy(deps: Pick<ServiceDeps, 'db'>, listingId: string, texts: readonly string[]) {
  const terms = await resolveManySearchTerms(
    deps.db,
    texts.map((text) => parseSearchQuery(text)),
    { submitted: true },
  );
  const held = new Map<string, boolean>();
  // Nothing searchable typed: the browse narrows by no words.
  const asked = texts.filter((text, index) => {
    held.set(text, terms[index]!.groups.length === 0);
    return terms[index]!.groups.length > 0;
  });
  const queryOf = new Map(texts.map((text, index) => [text, tsQueryOf(terms[index]!)]));
  for (let start = 0; start < asked.length; start += TEXTS_PER_STATEMENT) {
    const batch = asked.slice(start, start + TEXTS_PER_STATEMENT);
    const found = await queriesMatchingListing(
      deps.db,
      listingId,
      batch.map((text) => queryOf.get(text)!),
    );
    for (const position of found) held.set(batch[position]!, true);
  }
  return held;
}
