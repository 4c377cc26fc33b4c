import { sql, type SQL } from 'drizzle-orm';
import { CITIES, localizedName, type Language, type SortOrder } from '@souqna/contracts';
import { selectRows, type Database } from '../../db/client.js';
import { listings } from '../../db/schema/index.js';

interface PlaceOrder {
  /** City codes in the language's alphabetical order. */
  cities: string[];
  /** `city:area` codes: a city's areas together, in the same order. */
  areas: string[];
  /** Each city with its areas' codes, in that order. */
  places: { city: string; areas: string[] }[];
}

const orders = new Map<Language, PlaceOrder>();

/**
 * "Location A to Z" (spec section 9) in the reader's alphabet: by city, then area, by their names
 * in `language`, so Arabic readers get حلب before دمشق and English readers Aleppo before Damascus.
 */
export function placeOrderOf(language: Language): PlaceOrder {
  const known = orders.get(language);
  if (known) return known;
  const collator = new Intl.Collator(language);
  const byName = <T extends { name: Parameters<typeof localizedName>[0] }>(a: T, b: T) =>
    collator.compare(localizedName(a.name, language), localizedName(b.name, language));
  const places = [...CITIES]
    .sort(byName)
    .map((city) => ({ city: city.code, areas: [...city.areas].sort(byName).map((area) => area.code) }));
  const order = {
    cities: places.map((place) => place.city),
    areas: places.flatMap((place) => place.areas.map((area) => `${place.city}:${area}`)),
    places,
  };
  orders.set(language, order);
  return order;
}

/**
 * The browse's SQL order by place. The 13 cities and their areas are ranked here, not by an index:
 * a listing whose place is unknown (older clients' free text) comes last either way.
 */
export function placeOrderSql(language: Language, direction: SortOrder): SQL[] {
  const { cities, areas } = placeOrderOf(language);
  const way = sql.raw(direction);
  return [
    sql`array_position(${list(cities)}, ${listings.cityCode}) ${way} nulls last`,
    sql`array_position(${list(areas)}, ${listings.cityCode} || ':' || ${listings.areaCode}) ${way} nulls last`,
  ];
}

// Codes are slugs (letters and hyphens), so each list goes as one array literal.
const list = (codes: string[]) => sql`${`{${codes.join(',')}}`}::text[]`;

/**
 * A page of the browse by place, taken place by place: each city and area in turn (then a city's
 * listings of no area, then those of no city) gives its newest matches from
 * `listings_place_newest_idx`, and only `offset + limit` of each are read. Ranking every match by
 * name read all of them (220 ms for the vehicles of 200,000 listings); a union of one query per
 * place took longer to plan than to run, so the places are rows the index is probed with.
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

/** The same ranks for a row in hand (a search sorts its matches in the app): [city, area]. */
export function placeRanksOf(
  language: Language,
  row: { cityCode: string | null; areaCode: string | null },
): [number | null, number | null] {
  const { cities, areas } = placeOrderOf(language);
  const rank = (list: string[], code: string | null) => {
    const index = code === null ? -1 : list.indexOf(code);
    return index < 0 ? null : index;
  };
  return [
    rank(cities, row.cityCode),
    rank(areas, row.areaCode === null ? null : `${row.cityCode}:${row.areaCode}`),
  ];
}
