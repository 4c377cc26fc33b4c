import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT, type ListingSortField, type SortOrder } from '@souqna/contracts';
import { selectRows, type Database } from '../../db/client.js';
import { listings } from '../../db/schema/index.js';
import {
  currentUsdRate,
  needsRate,
  priceInSyp,
  publicListingConditions,
  type BrowseFilters,
} from './listings.filters.js';
import {
  newestMatchIds,
  probeOf,
  windowRowsOf,
  windowStartOf,
  type MatchOptions,
} from './listings.search-plan.js';
import { searchCondition, type SearchTerms } from './listings.search.js';

/**
 * How many of the newest matches relevance ranks. Ranking every match of a common word took
 * 336 ms at a million listings (issue 5); the newest five hundred hold what a reader wants.
 */
export const RELEVANCE_CANDIDATES = 500;

/**
 * A search counts exactly this far, then says `totalIsEstimate` ("1,000+"): counting every match
 * of a common word meant checking 10,000 rows' words, 80-260 ms at a million listings.
 */
export const SEARCH_EXACT_TOTAL_LIMIT = 1_000;

export interface BrowseQuery extends BrowseFilters {
  sortBy: ListingSortField;
  sortOrder: SortOrder;
  page: number;
  limit: number;
  /** The words, already resolved (typos, other scripts); none means no text search. */
  terms?: SearchTerms;
}

export interface BrowseIds {
  ids: string[];
  total: number;
  totalIsEstimate: boolean;
}

/**
 * One page of public listing ids in the asked order, and how many match: exactly up to
 * EXACT_TOTAL_LIMIT, beyond that the limit with `totalIsEstimate`, so a broad query never counts a
 * million rows. Ties fall to the newest, then the id, so pages never repeat or skip a listing.
 * Prices are compared and sorted in SYP at the current rate.
 */
export async function findPublicListingIds(
  db: Database,
  query: BrowseQuery,
  countLimit = EXACT_TOTAL_LIMIT,
  options: MatchOptions = {},
): Promise<BrowseIds> {
  const rate = needsRate(query) ? await currentUsdRate(db) : undefined;
  const filters = publicListingConditions(query, rate);
  const terms = query.terms && query.terms.groups.length > 0 ? query.terms : undefined;
  const probe = terms && !options.plan ? await probeOf(db, query, terms) : undefined;
  const plan = options.plan ?? probe?.plan;
  const search = terms ? searchCondition(terms, plan) : undefined;
  const where = and(...filters, ...(search ? [search.where] : []))!;

  // Words are checked row by row past what the index answers, so a common word stops counting sooner.
  const limit = search ? Math.min(countLimit, SEARCH_EXACT_TOTAL_LIMIT) : countLimit;
  const counted = await countCapped(db, where, limit);
  const totalIsEstimate = counted > limit;
  const total = Math.min(counted, limit);
  const offset = (query.page - 1) * query.limit;
  if (counted === 0 || offset >= counted) return { ids: [], total, totalIsEstimate };

  const order = orderOf(query, rate, search?.rank);
  const matchColumns = sql`${listings.id}, ${listings.createdAt}, ${listings.price}, ${listings.currency}, ${listings.favoritesCount}`;
  const relevance = query.sortBy === 'relevance' && search !== undefined;
  // Few matches (a rare word): take them all first, then order them. Many matches (a common
  // word): a search shows its newest ones, SEARCH_EXACT_TOTAL_LIMIT of them (relevance ranks
  // RELEVANCE_CANDIDATES), in the order asked; sorting every match of "toyota" by price scanned
  // the table (500 ms).
  const wanted = relevance ? RELEVANCE_CANDIDATES : limit;
  const windowRows = options.windowRows ?? (plan === 'index' ? windowRowsOf(probe, wanted) : undefined);
  const newest =
    search && totalIsEstimate
      ? await newestMatchIds(
          db,
          where,
          wanted,
          windowRows === undefined ? undefined : await windowStartOf(db, query, windowRows),
        )
      : undefined;
  const matches = !search
    ? undefined
    : sql`with matches as materialized (select ${matchColumns} from ${listings}
        where ${newest ? inArray(listings.id, newest) : where})`;
  const rows =
    relevance && matches
      ? await relevancePage(db, matches, where, order, query, offset)
      : matches
        ? // The CTE takes the table's name, so the order's column references read its copies.
          await selectRows<{ id: string }>(
            db,
            sql`${matches} select ${listings.id} as id from matches as ${listings}
            order by ${sql.join(order, sql`, `)} limit ${query.limit} offset ${offset}`,
          )
        : await db
            .select({ id: listings.id })
            .from(listings)
            .where(where)
            .orderBy(...order)
            .limit(query.limit)
            .offset(offset);
  return { ids: rows.map((row) => row.id), total, totalIsEstimate };
}

/** How many match, counting no further than one past the limit. */
async function countCapped(db: Database, where: SQL, limit: number) {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (select 1 from ${listings} where ${where} limit ${limit + 1}) as capped`,
  );
  return row?.count ?? 0;
}

function orderOf(query: BrowseQuery, rate: number | undefined, rank: SQL<number> | undefined): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const newest = [desc(listings.createdAt), desc(listings.id)];
  switch (query.sortBy) {
    case 'createdAt':
      return [direction(listings.createdAt), direction(listings.id)];
    case 'price':
      return [sql`${priceInSyp(rate)} ${sql.raw(query.sortOrder)} nulls last`, ...newest];
    case 'favorites':
      return [direction(listings.favoritesCount), ...newest];
    case 'relevance':
      return rank ? [sql`${rank} desc`, ...newest] : newest;
  }
}

/** The newest RELEVANCE_CANDIDATES matches, ranked; pages past them follow in newest order. */
async function relevancePage(
  db: Database,
  matches: SQL,
  where: SQL,
  order: SQL[],
  query: BrowseQuery,
  offset: number,
) {
  const candidates = sql`${matches}, candidates as (select matches.id as candidate_id from matches
    order by matches.created_at desc, matches.id desc limit ${RELEVANCE_CANDIDATES})`;
  const ranked = await selectRows<{ id: string }>(
    db,
    sql`${candidates}
    select ${listings.id} as id from ${listings} join candidates on candidates.candidate_id = ${listings.id}
    order by ${sql.join(order, sql`, `)} limit ${query.limit} offset ${offset}`,
  );
  if (ranked.length === query.limit || offset + ranked.length < RELEVANCE_CANDIDATES) return ranked;
  // Past the ranked window the rest come newest first, after the window's oldest (compared in
  // SQL: timestamps keep microseconds that a JavaScript date would lose).
  const windowEnd = sql`(select ${listings.createdAt}, ${listings.id} from ${listings} where ${where}
    order by ${listings.createdAt} desc, ${listings.id} desc offset ${RELEVANCE_CANDIDATES - 1} limit 1)`;
  const rest = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(where, sql`(${listings.createdAt}, ${listings.id}) < ${windowEnd}`))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(query.limit - ranked.length)
    .offset(Math.max(0, offset - RELEVANCE_CANDIDATES));
  return [...ranked, ...rest];
}
