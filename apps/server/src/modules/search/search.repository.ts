import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Language, SortOrder } from '@souqna/contracts';
import { selectRows, type Database } from '../../db/client.js';
import { listings, realEstateDetails, searchWords, users, vehicleDetails } from '../../db/schema/index.js';
import { sellerNotDisabled } from './search.filters.js';
import { list, placeOrderOf } from './search.place-order.js';
import type { ListingFacts } from './search.predicate.js';
import type { MatchRow, Probe, RelevanceColumns, SuggestionFilters } from './search.types.js';

// Every statement that finds listings; what they are asked and how is decided in the other files.

/**
 * The probe: of the `rows` newest listings of the category (`category`), how many there are, how
 * many match the words (`words`), how many pass every filter too (`passing`), and when the newest
 * and the oldest of them were created.
 */
export async function probeCounts(
  db: Database,
  probe: { words: SQL; passing: SQL; category: SQL; rows: number },
): Promise<Omit<Probe, 'plan'>> {
  const { words, passing, category, rows } = probe;
  const [row = { seen: 0, matched: 0, passed: 0, newest: 0, oldest: 0 }] = await selectRows<
    Omit<Probe, 'plan'>
  >(
    db,
    sql`select count(*)::int as seen, (count(*) filter (where ${words}))::int as matched,
      (count(*) filter (where ${passing}))::int as passed,
      coalesce(extract(epoch from max(${listings.createdAt})) * 1000, 0)::float8 as newest,
      coalesce(extract(epoch from min(${listings.createdAt})) * 1000, 0)::float8 as oldest
    from (select * from ${listings} where ${category}
      order by ${listings.createdAt} desc, ${listings.id} desc limit ${rows}) as ${listings}`,
  );
  return row;
}

/** A match as read, before its relevance is worked out (`wordRank` and `title` past the ranked: null). */
export type NewestMatchRow = Omit<MatchRow, 'rank' | 'price'> & {
  price: string;
  wordRank: number | null;
  title: string | null;
};

/**
 * The `wanted` newest listings meeting `condition`, newest first, the first `ranked` with what
 * their relevance is worked out from; those only when `last`, or when all `wanted` were found.
 * The matches are sorted by their date alone and the ranked ones read again by their place in the
 * table (`ctid`), which the statement's snapshot keeps; kept apart (`offset 0`), that look-up is
 * skipped where it is not wanted (docs/decisions/004-search-planner.md).
 */
export async function newestMatchRows(
  db: Database,
  look: { condition: SQL; relevance: RelevanceColumns; wanted: number; ranked: number; last: boolean },
): Promise<NewestMatchRow[]> {
  const { condition, relevance, wanted, ranked, last } = look;
  const order = sql`${listings.createdAt} desc, ${listings.id} desc`;
  return selectRows<NewestMatchRow>(
    db,
    sql`select newest.id, newest.price, newest.currency, newest.favorites_count as "favoritesCount",
      newest.views_count as "viewsCount", newest.city_code as "cityCode", newest.area_code as "areaCode",
      ranked.word_rank as "wordRank", ranked.title
    from (select found.*, row_number() over (order by found.created_at desc, found.id desc) as position,
        count(*) over () as found_count
      from (select ${listings}.ctid, ${listings.id}, ${listings.createdAt}, ${listings.price},
          ${listings.currency}, ${listings.favoritesCount}, ${listings.viewsCount}, ${listings.cityCode},
          ${listings.areaCode}
        from ${listings} where ${condition} order by ${order} limit ${wanted}) as found) as newest
    left join lateral (select ${relevance.wordRank} as word_rank, ${relevance.title} as title
      from ${listings} where ${listings}.ctid = newest.ctid and newest.position <= ${ranked}
        and (${last ? sql`true` : sql`newest.found_count = ${wanted}`}) offset 0) as ranked on true
    order by newest.position`,
  );
}

/**
 * How many match, counting no further than one past the limit. With `page`, the rows counted are
 * kept and, when they are every match, that page of them is returned too (`ids`); keeping them
 * costs a broad count more, so it is only asked for where the count reads the table anyway.
 */
export async function countMatches(
  db: Database,
  where: SQL,
  limit: number,
  page?: { order: SQL[]; size: number; offset: number },
): Promise<{ count: number; ids?: string[] }> {
  if (!page) {
    const [row] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from (select 1 from ${listings} where ${where} limit ${limit + 1}) as capped`,
    );
    return { count: row?.count ?? 0 };
  }
  const columns = sql`${listings.id}, ${listings.createdAt}, ${listings.price}, ${listings.currency}, ${listings.favoritesCount}, ${listings.viewsCount}, ${listings.cityCode}, ${listings.areaCode}`;
  // The table's name on the kept rows lets the order's column references read them.
  const [row] = await selectRows<{ count: number; ids: string | null }>(
    db,
    sql`with matches as materialized (select ${columns} from ${listings} where ${where} limit ${limit + 1})
    select (select count(*) from matches)::int as count,
      case when (select count(*) from matches) <= ${limit} then array_to_string(array(
        select ${listings.id}::text from matches as ${listings} order by ${sql.join(page.order, sql`, `)}
        limit ${page.size} offset ${page.offset}), ',') end as ids`,
  );
  return { count: row?.count ?? 0, ids: row?.ids?.split(',').filter(Boolean) };
}

/** One page of the ids of the listings meeting `where`, in `order`. */
export async function orderedIds(
  db: Database,
  where: SQL,
  page: { order: SQL[]; limit: number; offset: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.id);
}

/**
 * A page of the browse by place, taken place by place: each city and area in turn (then a city's
 * listings of no area, then those of no city) gives its newest matches from
 * `listings_place_newest_idx`, and only `offset + limit` of each are read; the places are rows
 * the index is probed with (docs/decisions/004-search-planner.md).
 */
export async function placeOrderedIds(
  db: Database,
  where: SQL,
  order: { language: Language; direction: SortOrder; limit: number; offset: number },
): Promise<string[]> {
  const { places } = placeOrderOf(order.language);
  const inOrder = <T>(items: T[]) => (order.direction === 'asc' ? items : [...items].reverse());
  const areas = { rank: [] as number[], city: [] as string[], area: [] as string[] };
  const cities = { rank: [] as number[], city: [] as string[] };
  let rank = 0;
  for (const { city, areas: codes } of inOrder(places)) {
    for (const area of inOrder(codes)) {
      areas.rank.push(rank++);
      areas.city.push(city);
      areas.area.push(area);
    }
    // Codes are checked against the reference data on every write: a place is known or absent.
    cities.rank.push(rank++);
    cities.city.push(city);
  }
  const wanted = order.offset + order.limit;
  const newest = (condition: SQL) =>
    sql`(select ${listings.id}, ${listings.createdAt} from ${listings} where ${where} and ${condition}
      order by ${listings.createdAt} desc, ${listings.id} desc limit ${wanted}) as found`;
  const ints = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from (
      select place.rank, found.id, found.created_at
        from unnest(${ints(areas.rank)}, ${list(areas.city)}, ${list(areas.area)}) as place(rank, city, area)
        cross join lateral ${newest(sql`${listings.cityCode} = place.city and ${listings.areaCode} = place.area`)}
      union all
      select place.rank, found.id, found.created_at
        from unnest(${ints(cities.rank)}, ${list(cities.city)}) as place(rank, city)
        cross join lateral ${newest(sql`${listings.cityCode} = place.city and ${listings.areaCode} is null`)}
      union all
      select ${rank}::int, found.id, found.created_at from ${newest(sql`${listings.cityCode} is null`)}
    ) as placed order by rank, created_at desc, id desc limit ${order.limit} offset ${order.offset}`,
  );
  return rows.map((row) => row.id);
}

/** Of these words, the ones listings use (`search_words`). */
export async function wordsInUse(db: Database, words: string[]): Promise<string[]> {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(inArray(searchWords.word, words));
  return rows.map((row) => row.word);
}

/** Up to `limits.perWord` words of listings each unknown word may be a typo of, as alike as `limits.similarity`. */
export async function correctionsOf(
  db: Database,
  unknown: string[],
  limits: { perWord: number; similarity: number },
) {
  const typos = sql.join(
    unknown.map((word) => sql`(${word})`),
    sql`, `,
  );
  const rows = await selectRows<{ typed: string; word: string }>(
    db,
    sql`select q.typed, c.word from (values ${typos}) as q(typed)
    cross join lateral (
      select ${searchWords.word} as word from ${searchWords}
      where ${searchWords.word} % q.typed and similarity(${searchWords.word}, q.typed) >= ${limits.similarity}
      order by similarity(${searchWords.word}, q.typed) desc, ${searchWords.word}
      limit ${limits.perWord}
    ) as c`,
  );
  const corrections = new Map<string, string[]>();
  for (const row of rows) corrections.set(row.typed, [...(corrections.get(row.typed) ?? []), row.word]);
  return corrections;
}

/**
 * The `candidates` newest active listings meeting `where` (and the filters), newest first, with
 * what their relevance is worked out from.
 */
export async function suggestionRows(
  db: Database,
  search: { where: SQL; relevance: RelevanceColumns },
  filters: SuggestionFilters,
  candidates: number,
) {
  const conditions = [eq(listings.status, 'active'), sellerNotDisabled, search.where];
  if (filters.mainCategory) conditions.push(eq(listings.mainCategory, filters.mainCategory));
  if (filters.subCategory) conditions.push(eq(listings.subCategory, filters.subCategory));
  // Ids only: the relevance is then worked out for these candidates, not for every match.
  const ids = db
    .select({ id: listings.id })
    .from(listings)
    .where(and(...conditions))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(candidates);
  return db
    .select({ id: listings.id, ...search.relevance })
    .from(listings)
    .where(inArray(listings.id, ids))
    .orderBy(desc(listings.createdAt), desc(listings.id));
}

type FactsRow = Omit<ListingFacts, 'vehicle' | 'home'> & {
  hasVehicle: boolean;
  hasHome: boolean;
  fuelType: string | null;
  transmissionType: string | null;
  mileage: number | null;
  vehicleCondition: string | null;
  bedrooms: number | null;
  bathrooms: string | null;
  size: number | null;
  homeCondition: string | null;
};

/** One listing as the browse's conditions read it (`ListingFacts`), in one statement. */
export async function findListingFacts(db: Database, listingId: string): Promise<ListingFacts | undefined> {
  const l = listings;
  const v = vehicleDetails;
  const h = realEstateDetails;
  const [row] = await selectRows<FactsRow>(
    db,
    sql`select ${l.id}, ${l.userId} as "userId", ${l.title}, ${l.status},
      exists (select 1 from ${users} where ${users.id} = ${l.userId} and ${users.status} = 'disabled') as "sellerDisabled",
      ${l.mainCategory} as "mainCategory", ${l.subCategory} as "subCategory",
      ${l.listingAction} as "listingAction", ${l.cityCode} as "cityCode", ${l.areaCode} as "areaCode",
      ${l.latitude}, ${l.longitude}, ${l.price}::text as price, ${l.currency}, ${l.make}, ${l.model}, ${l.year},
      ${v.listingId} is not null as "hasVehicle", ${v.fuelType} as "fuelType",
      ${v.transmissionType} as "transmissionType", ${v.mileage}, ${v.condition} as "vehicleCondition",
      ${h.listingId} is not null as "hasHome", ${h.bedrooms}, ${h.bathrooms}::text as bathrooms, ${h.size},
      ${h.condition} as "homeCondition"
    from ${l} left join ${v} on ${v.listingId} = ${l.id} left join ${h} on ${h.listingId} = ${l.id}
    where ${l.id} = ${listingId}`,
  );
  if (!row) return undefined;
  const { hasVehicle, hasHome, fuelType, transmissionType, mileage, vehicleCondition, ...rest } = row;
  const { bedrooms, bathrooms, size, homeCondition, ...own } = rest;
  return {
    ...own,
    latitude: own.latitude === null ? null : Number(own.latitude),
    longitude: own.longitude === null ? null : Number(own.longitude),
    vehicle: hasVehicle ? { fuelType, transmissionType, mileage, condition: vehicleCondition } : null,
    home: hasHome
      ? { bedrooms, bathrooms, size: size === null ? null : Number(size), condition: homeCondition }
      : null,
  };
}

/** Of these tsqueries, the positions of those the listing's search vector matches, in one statement. */
export async function queriesMatchingListing(db: Database, listingId: string, queries: readonly SQL[]) {
  if (queries.length === 0) return [];
  const rows = await selectRows<{ position: number }>(
    db,
    sql`select q.position from (values ${sql.join(
      queries.map((query, position) => sql`(${position}::int, ${query})`),
      sql`, `,
    )}) as q(position, query)
    where (select ${listings.searchVector} from ${listings} where ${listings.id} = ${listingId}) @@ q.query`,
  );
  return rows.map((row) => row.position);
}
