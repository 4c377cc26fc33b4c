import { and, desc, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client.js';
import { listings } from '../../db/schema/index.js';
import type { BrowseQuery } from './listings.browse.js';
import { publicListingConditions } from './listings.filters.js';
import { searchCondition, type MatchPlan, type SearchTerms } from './listings.search.js';

/**
 * How a search finds its matches is decided by how many of the newest listings of its category
 * its words match: at one in twenty or more, walking the newest listings finds a page's worth
 * soonest ("toyota": one in seven); below that, reading every match from the full-text index is
 * cheaper ("mercedes", "apartment mezzeh": walking took 100-200 ms at a million listings). The
 * probe walks the category's newest rows, which come straight from an index.
 */
const PROBE_ROWS = 300;
const DENSE_SHARE = 1 / 20;

/**
 * Either way, the newest matches are first looked for among the category's newest listings only,
 * as many as should hold them twice over by how many of the probe's rows pass every filter. Left
 * to itself the planner, guessing few matches for a word of many spellings, scanned the whole
 * table for "toyota" under a price (530 ms); and where the full-text index and the created_at
 * index meet, "هيونداي دمشق" took 75 ms in 60,000 rows, 141 in 250,000 and 241 without. Past
 * WINDOW_MAX_ROWS the window rarely holds enough, and a second look costs more than it saves.
 */
const WINDOW_SAFETY = 2;
const WINDOW_MAX_ROWS = 200_000;

/** Tests force each way of finding a search's matches; left out, a probe decides. */
export interface MatchOptions {
  plan?: MatchPlan;
  /** How many of the category's newest listings to look for the newest matches in first. */
  windowRows?: number;
}

export interface Probe {
  plan: MatchPlan;
  seen: number;
  /** How many of the rows seen match the words. */
  matched: number;
  /** How many of the rows seen match the words and every other filter. */
  passed: number;
  /** The newest and the oldest created_at of the rows seen, in milliseconds since the epoch. */
  newest: number;
  oldest: number;
}

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
  const filters = publicListingConditions(query, rate, true);
  const [row = { seen: 0, matched: 0, passed: 0, newest: 0, oldest: 0 }] = await selectRows<
    Omit<Probe, 'plan'>
  >(
    db,
    sql`select count(*)::int as seen, (count(*) filter (where ${words}))::int as matched,
      (count(*) filter (where ${and(words, ...filters)}))::int as passed,
      coalesce(extract(epoch from max(${listings.createdAt})) * 1000, 0)::float8 as newest,
      coalesce(extract(epoch from min(${listings.createdAt})) * 1000, 0)::float8 as oldest
    from (select * from ${listings} where ${categoryConditions(query)}
      order by ${listings.createdAt} desc, ${listings.id} desc limit ${PROBE_ROWS}) as ${listings}`,
  );
  // Fewer rows than the probe: the category is small enough to check every row.
  const dense = row.seen < PROBE_ROWS || row.matched >= row.seen * DENSE_SHARE;
  return { ...row, plan: dense ? 'scan' : 'index' } satisfies Probe;
}

/** How many of the category's newest listings should hold `wanted` matches twice over, if few. */
export function windowRowsOf(probe: Probe, wanted: number) {
  if (probe.passed === 0) return undefined;
  const rows = Math.ceil((wanted * probe.seen * WINDOW_SAFETY) / probe.passed);
  return rows <= WINDOW_MAX_ROWS ? rows : undefined;
}

/**
 * When the category's `rows` newest listings began, as an ISO time, judged by how fast the rows
 * the probe saw came in; undefined when those are the whole category. Finding the exact
 * `rows`-th newest listing took 27 ms for 43,000 rows; a window a little off only costs a little
 * more (too wide) or a second look past it (too narrow), never a wrong page.
 */
export function windowStartOf(probe: Probe, rows: number) {
  if (probe.seen < PROBE_ROWS && rows >= probe.seen) return undefined;
  const perRow = (probe.newest - probe.oldest) / Math.max(probe.seen - 1, 1);
  return new Date(probe.newest - perRow * rows).toISOString();
}

/**
 * The ids of the `wanted` newest matches. First among the listings since `windowStart` (when it
 * gives one): if that window holds them all, they are the newest overall; else from all matches.
 * The window's start is sent as a value, so the planner sees how few rows it leaves.
 */
export async function newestMatchIds(
  db: Database,
  where: SQL,
  wanted: number,
  windowStart: string | undefined,
) {
  const newest = async (condition: SQL) =>
    (
      await db
        .select({ id: listings.id })
        .from(listings)
        .where(condition)
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(wanted)
    ).map((row) => row.id);
  if (windowStart) {
    const recent = await newest(and(where, sql`${listings.createdAt} >= ${windowStart}::timestamptz`)!);
    if (recent.length === wanted) return recent;
  }
  return newest(where);
}
