import { sql, type SQL } from 'drizzle-orm';
import { CITIES, localizedName, type Language, type SortOrder } from '@souqna/contracts';
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
export const list = (codes: string[]) => sql`${`{${codes.join(',')}}`}::text[]`;

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
