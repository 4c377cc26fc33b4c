import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { listings } from '../../db/schema/index.js';
import { publicListingConditions } from './search.filters.js';
import { PROBE_ROWS, planOf, widerWeeks } from './search.plan.js';
import { newestMatchRows, probeCounts } from './search.repository.js';
import { namesKnownThings, relevanceOf, searchCondition } from './search.tsquery.js';
import type { BrowseQuery, MatchInput, MatchRow, MatchWindow, Probe, SearchTerms } from './search.types.js';

const categoryConditions = (query: BrowseQuery) =>
  and(
    ...publicListingConditions({
      mainCategory: query.mainCategory,
      subCategory: query.subCategory,
      currency: query.currency,
    }),
  )!;

/**
 * `index` or `scan` for a search, from how many of the newest listings PROBE_ROWS its words
 * match; and how many pass its other filters too, for how many listings hold a page of matches.
 */
export async function probeOf(
  db: Database,
  query: BrowseQuery,
  terms: SearchTerms,
  rate: number | undefined,
) {
  const words = searchCondition(terms, 'scan').where;
  const filters = publicListingConditions(query, rate, { perRow: true });
  const row = await probeCounts(db, {
    words,
    passing: and(words, ...filters)!,
    category: categoryConditions(query),
    rows: PROBE_ROWS,
  });
  return { ...row, plan: planOf(row) } satisfies Probe;
}

/**
 * The `wanted` newest matches, newest first, with the relevance of the first `ranked` of them.
 * First within `window` (when there is one): if that holds them all, they are the newest overall;
 * else within a wider one (`widerWeeks`), else from all matches. Found from the index, the window
 * is its weeks; walked, the listings since its start, sent as a value so the planner sees how few
 * rows that leaves.
 */
export async function newestMatches(
  db: Database,
  match: MatchInput,
  wanted: number,
  window?: MatchWindow,
  ranked = 0,
): Promise<MatchRow[]> {
  const { relevance } = searchCondition(match.terms);
  // `last`: the final look, whatever it finds; a look before it is only kept when it finds all.
  const newest = async (condition: SQL, last: boolean) => {
    const rows = await newestMatchRows(db, { condition, relevance, wanted, ranked, last });
    return rows.map(({ wordRank, title, ...row }) => ({
      ...row,
      price: Number(row.price),
      rank: title === null ? null : relevanceOf(match.terms, { wordRank: wordRank ?? 0, title }),
    }));
  };
  const placeWords = match.plan === 'index' ? match.placeWords : undefined;
  const all = searchCondition(match.terms, match.plan, { placeWords }).where;
  if (window && 'since' in window) {
    const since = sql`${listings.createdAt} >= ${new Date(window.since).toISOString()}::timestamptz`;
    const found = await newest(and(...match.filters, all, since)!, false);
    if (found.length === wanted) return found;
  }
  let weeks = window && 'weeks' in window ? window.weeks : undefined;
  // The window, then at most one wider one: each look reads the matches of the one before again.
  for (let look = 0; weeks && look < 2; look++) {
    const recent = searchCondition(match.terms, 'index', { weeks, placeWords }).where;
    const found = await newest(and(...match.filters, recent)!, false);
    if (found.length === wanted) return found;
    weeks = namesKnownThings(match.terms) ? widerWeeks(weeks, found.length, wanted) : undefined;
  }
  return newest(and(...match.filters, all)!, true);
}
