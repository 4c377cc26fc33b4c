import { listingOrderOf, type Listing, type ListingQuery, type Page } from '@souqna/contracts';
import { listCacheKey } from '../../platform/cache/list-cache.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { currentUsdRate } from '../exchange-rates/exchange-rates.service.js';
import * as listings from '../listings/listings.service.js';
import { findPublicListingIds } from './search.browse.js';
import { needsRate, placeFilterOf } from './search.filters.js';
import { parseSearchQuery } from './search.parse.js';
import { suggestionRows } from './search.repository.js';
import { resolveSearchTerms } from './search.terms.js';
import { relevanceOf, searchCondition } from './search.tsquery.js';
import type { BrowseQuery, SuggestionFilters } from './search.types.js';

/** How many of the newest matches are ranked for suggestions: a suggestion should be recent, and ranking all is too slow. */
export const SUGGESTION_CANDIDATES = 100;

/**
 * A page of the public browse, from the listing list cache (spec section 9) when the same query
 * was asked since the last listing change. `preview` and `publicAccess` never widen what is
 * listed, so they are no part of the query.
 */
export async function browseListings(deps: ServiceDeps, query: ListingQuery): Promise<Page<Listing>> {
  const { preview: _preview, publicAccess: _publicAccess, location, ...rest } = query;
  const place = placeFilterOf(location, rest.search);
  // Codes sent explicitly win over the ones a typed place stands for.
  const filters = {
    ...rest,
    cityCode: rest.cityCode ?? place.cityCode,
    areaCode: rest.areaCode ?? place.areaCode,
    search: place.search ?? rest.search,
  };
  const order = listingOrderOf(filters);
  // Only a sort by place reads the language: other orders share one cache entry whatever it is.
  const normalised = {
    ...filters,
    ...order,
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
