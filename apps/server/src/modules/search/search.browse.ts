import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT } from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import { listings } from '../../db/schema/index.js';
import { currentUsdRate } from '../exchange-rates/exchange-rates.service.js';
import {
  narrowsByRowOrDetails,
  needsRate,
  priceInSyp,
  priceInSypOf,
  publicListingConditions,
} from './search.filters.js';
import { newestMatches, probeOf } from './search.matches.js';
import { matchWindowOf, windowRowsOf } from './search.plan.js';
import { placeOrderSql, placeRanksOf } from './search.place-order.js';
import { countMatches, orderedIds, placeOrderedIds } from './search.repository.js';
import { namesKnownThings, placeWordsOf } from './search.tsquery.js';
import type { BrowseIds, BrowseQuery, MatchRow, SearchTerms, SearchTuning } from './search.types.js';

// The reasoning and measurements behind these choices: docs/decisions/004-search-planner.md.

/** How many of the newest matches relevance ranks: ranking all of a common word's is too slow, these hold what a reader wants. */
export const RELEVANCE_CANDIDATES = 500;

/** A search counts exactly this far, then says `totalIsEstimate` ("1,000+"): counting all of a common word's is too slow. */
export const SEARCH_EXACT_TOTAL_LIMIT = 1_000;

/** How deep a browse by place probes each place for its newest (`placeOrderedIds`); deeper, ranking every match by name reads fewer rows. */
const PLACE_PROBE_DEPTH = 120;

/**
 * One page of public listing ids in the asked order, and how many match: exactly up to
 * EXACT_TOTAL_LIMIT, beyond that the limit with `totalIsEstimate`, so a broad query never counts a
 * million rows. Ties fall to the newest, then the id, so pages never repeat or skip a listing.
 * Prices are compared and sorted in SYP at the current rate.
 */
export async function findPublicListingIds(
  db: Database,
  query: BrowseQuery,
  tuning: SearchTuning = {},
): Promise<BrowseIds> {
  const { countLimit = EXACT_TOTAL_LIMIT, ...options } = tuning;
  const rate = query.usdRate ?? (needsRate(query) ? await currentUsdRate(db) : undefined);
  const filters = publicListingConditions(query, rate);
  const terms = query.terms && query.terms.groups.length > 0 ? query.terms : undefined;
  if (terms) return searchPage(db, query, { filters, terms, rate, countLimit, options });

  const where = and(...filters)!;
  const order = orderOf(query, rate);
  const offset = (query.page - 1) * query.limit;
  // Filters only a listing's row or details answer (price, make, year...) make the count read
  // every match from the table, so the page is taken from the rows it read; others read an index.
  const page = narrowsByRowOrDetails(query) ? { order, size: query.limit, offset } : undefined;
  const counted = await countMatches(db, where, countLimit, page);
  const total = Math.min(counted.count, countLimit);
  const totalIsEstimate = counted.count > countLimit;
  if (counted.count === 0 || offset >= counted.count) return { ids: [], total, totalIsEstimate };
  if (counted.ids) return { ids: counted.ids, total, totalIsEstimate };
  if (query.sortBy === 'location' && offset + query.limit <= PLACE_PROBE_DEPTH) {
    const place = { language: query.lang ?? 'en', direction: query.sortOrder, limit: query.limit, offset };
    return { ids: await placeOrderedIds(db, where, place), total, totalIsEstimate };
  }
  const ids = await orderedIds(db, where, { order, limit: query.limit, offset });
  return { ids, total, totalIsEstimate };
}

interface SearchInput {
  filters: SQL[];
  terms: SearchTerms;
  rate: number | undefined;
  countLimit: number;
  options: Omit<SearchTuning, 'countLimit'>;
}

/**
 * A search's page. Its newest matches, one more than it counts (SEARCH_EXACT_TOTAL_LIMIT), are
 * read once: their number is the total, and they are what the page orders. Newest first or last
 * needs nothing more; other orders sort these ids, and relevance ranks the newest
 * RELEVANCE_CANDIDATES of them.
 */
async function searchPage(db: Database, query: BrowseQuery, input: SearchInput): Promise<BrowseIds> {
  const { terms, rate, options } = input;
  const probe = await probeOf(db, query, terms, rate);
  const plan = options.plan ?? probe.plan;
  // From the full-text index, the place is narrowed by its words there (`placeConditions`).
  const placeWords = plan === 'index' ? placeWordsOf(query) : undefined;
  const filters = placeWords ? publicListingConditions(query, rate, { placeByWords: true }) : input.filters;
  const limit = Math.min(input.countLimit, SEARCH_EXACT_TOTAL_LIMIT);
  const offset = (query.page - 1) * query.limit;
  // Past the ranked candidates the rest follow newest first.
  const ranked = Math.min(limit, RELEVANCE_CANDIDATES);
  const ranks = query.sortBy === 'relevance' && offset < ranked ? ranked : 0;
  const rows = options.windowRows ?? windowRowsOf(probe, limit + 1);
  const window = matchWindowOf(probe, plan, rows, namesKnownThings(terms));
  const found = await newestMatches(db, { filters, terms, plan, placeWords }, limit + 1, window, ranks);
  const totalIsEstimate = found.length > limit;
  const newest = found.slice(0, limit).map((row) => row.id);
  const result = (ids: string[]) => ({ ids, total: newest.length, totalIsEstimate });
  if (offset >= newest.length) return result([]);

  switch (query.sortBy) {
    case 'createdAt': {
      const ordered = query.sortOrder === 'desc' ? newest : [...newest].reverse();
      return result(ordered.slice(offset, offset + query.limit));
    }
    case 'relevance': {
      // Most relevant first, ties newest first (the order they were read in: the sort is stable).
      const byRank = found
        .slice(0, ranks)
        .sort((a, b) => (b.rank ?? 0) - (a.rank ?? 0))
        .map((row) => row.id);
      return result([...byRank, ...newest.slice(byRank.length)].slice(offset, offset + query.limit));
    }
    case 'price':
    case 'favorites':
    case 'popularity':
    case 'location': {
      // Sorted here, from what each match was read with, not looked up again. The sort is
      // stable, so equal values stay newest first, as `orderOf` has them.
      const valuesOf = (row: MatchRow): (number | null)[] => {
        if (query.sortBy === 'price') return [priceInSypOf(row, rate)];
        if (query.sortBy === 'favorites') return [row.favoritesCount];
        if (query.sortBy === 'popularity') return [row.viewsCount];
        return placeRanksOf(query.lang ?? 'en', row);
      };
      const direction = query.sortOrder === 'asc' ? 1 : -1;
      const compare = (x: number | null, y: number | null) =>
        // Nulls last either way, as in SQL.
        x === null || y === null ? (x === y ? 0 : x === null ? 1 : -1) : (x - y) * direction;
      const ordered = found.slice(0, limit).sort((a, b) => {
        const [xs, ys] = [valuesOf(a), valuesOf(b)];
        return xs.reduce<number>((result, x, index) => result || compare(x, ys[index] ?? null), 0);
      });
      return result(ordered.slice(offset, offset + query.limit).map((row) => row.id));
    }
  }
}

function orderOf(query: BrowseQuery, rate: number | undefined): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const newest = [desc(listings.createdAt), desc(listings.id)];
  switch (query.sortBy) {
    case 'createdAt':
      return [direction(listings.createdAt), direction(listings.id)];
    case 'price':
      return [sql`${priceInSyp(rate)} ${sql.raw(query.sortOrder)} nulls last`, ...newest];
    case 'favorites':
      return [direction(listings.favoritesCount), ...newest];
    case 'popularity':
      return [direction(listings.viewsCount), ...newest];
    case 'location':
      return [...placeOrderSql(query.lang ?? 'en', query.sortOrder), ...newest];
    case 'relevance':
      // Without words nothing is more relevant than another: newest first.
      return newest;
  }
}
