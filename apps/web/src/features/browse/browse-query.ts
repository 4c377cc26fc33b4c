import {
  currencyReader,
  findCity,
  fuelTypeReader,
  listingActionReader,
  mainCategoryReader,
  matchCity,
  propertyTypeReader,
  SORT_OPTIONS,
  transmissionTypeReader,
  vehicleTypeReader,
  type Currency,
  type FuelType,
  type Language,
  type ListingAction,
  type MainCategory,
  type SortOption,
  type TransmissionType,
} from '@souqna/contracts';
import type { ListingFilters } from '../../shared/listing/api/list-listings';
import { readNumber } from '../../shared/lib/number-text';
import { consistent, defaultSort, type BrowseScope } from './browse-rules';

export { defaultSort, type BrowseScope } from './browse-rules';

/** What a browse page shows, as its URL says it; `page` starts at 1. */
export interface BrowseState {
  q?: string;
  /** Only `/search` chooses it; the other pages have their own. */
  category?: MainCategory;
  subcategory?: string;
  make?: string;
  model?: string;
  minYear?: number;
  maxYear?: number;
  listingAction?: ListingAction;
  fuelType?: FuelType;
  transmissionType?: TransmissionType;
  condition?: string;
  minMileage?: number;
  maxMileage?: number;
  bedrooms?: number;
  bathrooms?: number;
  minSize?: number;
  maxSize?: number;
  city?: string;
  area?: string;
  minPrice?: number;
  maxPrice?: number;
  currency?: Currency;
  sort?: SortOption;
  page: number;
}

export type BrowseField = Exclude<keyof BrowseState, 'page'>;
export type BrowseChange = Partial<Omit<BrowseState, 'page'>>;

/** Listings a page holds: divides evenly into the grid's two, three and four columns. */
export const PAGE_LIMIT = 12;

type Reader = (raw: string) => string | number | undefined;

/** An enum in any reading contracts accept (`FOR_SALE`, `PETROL`, `cars`), as its canonical value. */
const canonical =
  (...readers: { normalise: (input: string) => string | undefined }[]): Reader =>
  (raw) =>
    readers.map((reader) => reader.normalise(raw)).find(Boolean);
const oneOf =
  (values: readonly string[]): Reader =>
  (raw) =>
    values.includes(raw) ? raw : undefined;
const word: Reader = (raw) => raw.trim().slice(0, 200) || undefined;
const code: Reader = (raw) => (/^[A-Za-z0-9_-]{1,60}$/.test(raw) ? raw : undefined);
/** Whole numbers in a range; Eastern Arabic digits read too, since links get shared from Arabic. */
const whole =
  (min: number, max: number): Reader =>
  (raw) => {
    const value = readNumber(raw);
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? value
      : undefined;
  };
const amount = whole(0, 1e13);
const year = whole(1900, 2100);
const rooms = whole(1, 20);
/** A city by its code in any case or its name in any locale ("DAMASCUS", "Damas", "دمشق"), as the API reads it. */
const city: Reader = (raw) => (findCity(raw.trim().toLowerCase()) ?? matchCity(raw))?.code;
const area: Reader = (raw) => code(raw.trim().toLowerCase());

/** Every URL name, in the order links are written, with how its value is read. */
const READERS: Record<BrowseField, Reader> = {
  q: word,
  category: canonical(mainCategoryReader),
  subcategory: canonical(vehicleTypeReader, propertyTypeReader),
  listingAction: canonical(listingActionReader),
  make: code,
  model: code,
  minYear: year,
  maxYear: year,
  fuelType: canonical(fuelTypeReader),
  transmissionType: canonical(transmissionTypeReader),
  condition: code,
  minMileage: amount,
  maxMileage: amount,
  bedrooms: rooms,
  bathrooms: rooms,
  minSize: amount,
  maxSize: amount,
  city,
  area,
  minPrice: amount,
  maxPrice: amount,
  currency: canonical(currencyReader),
  sort: oneOf(SORT_OPTIONS),
};
const FIELDS = Object.keys(READERS) as BrowseField[];

/** Names other parts of the app (top bar, home tiles, hero) and older links use. */
const ALIASES: Partial<Record<BrowseField, string[]>> = {
  q: ['search', 'query'],
  category: ['mainCategory'],
  subcategory: ['subCategory', 'type'],
  city: ['cityCode'],
  area: ['areaCode'],
};

/** A URL's search params as a browse state: unknown names and values that make no sense drop out. */
export function parseBrowseParams(params: URLSearchParams, scope: BrowseScope): BrowseState {
  const state: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const raw = [field, ...(ALIASES[field] ?? [])]
      .map((name) => params.get(name))
      .find((value) => value !== null);
    if (raw != null) state[field] = READERS[field](raw);
  }
  const page = whole(1, 10_000)(params.get('page') ?? '');
  return consistent({ ...state, page: typeof page === 'number' ? page : 1 } as BrowseState, scope);
}

/** The state's canonical URL: fixed names and order, defaults left out, so equal views share a link. */
export function toSearchParams(state: BrowseState, scope: BrowseScope): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = state[field];
    if (value === undefined || (field === 'category' && scope !== 'search')) continue;
    params.set(field, String(value));
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

const ORDERS: Record<SortOption, Pick<ListingFilters, 'sortBy' | 'sortOrder'>> = {
  newestFirst: { sortBy: 'createdAt', sortOrder: 'desc' },
  oldestFirst: { sortBy: 'createdAt', sortOrder: 'asc' },
  priceLowToHigh: { sortBy: 'price', sortOrder: 'asc' },
  priceHighToLow: { sortBy: 'price', sortOrder: 'desc' },
  mostFavorited: { sortBy: 'favorites', sortOrder: 'desc' },
  popularity: { sortBy: 'popularity', sortOrder: 'desc' },
  locationAToZ: { sortBy: 'location', sortOrder: 'asc' },
  locationZToA: { sortBy: 'location', sortOrder: 'desc' },
  relevance: { sortBy: 'relevance', sortOrder: 'desc' },
};

export const categoryOf = (state: Pick<BrowseState, 'category'>, scope: BrowseScope) =>
  scope === 'search' ? state.category : scope;

/**
 * `GET /api/listings`'s query for a state: the one place URL names turn into API names. A sort by
 * place follows the alphabet of `language`, the reader's.
 */
export function toApiQuery(state: BrowseState, scope: BrowseScope, language?: string): ListingFilters {
  const { q, subcategory, city, area, sort, currency, category: _, page, ...filters } = state;
  const priced = state.minPrice !== undefined || state.maxPrice !== undefined;
  const order = ORDERS[sort ?? defaultSort(scope, q)];
  return {
    ...filters,
    // Any code the link carries goes as it came: the server names the ones it does not know.
    condition: filters.condition as ListingFilters['condition'],
    mainCategory: categoryOf(state, scope),
    subCategory: subcategory,
    search: q,
    cityCode: city,
    areaCode: area,
    currency: priced ? (currency ?? 'SYP') : undefined,
    ...order,
    lang: order.sortBy === 'location' ? (language as Language | undefined) : undefined,
    page,
    limit: PAGE_LIMIT,
  };
}

/**
 * The state after the reader changed some filters: back to page 1, and what depended on a changed
 * choice (a city's area, a make's model, a category's own filters, prices in the other currency)
 * cleared unless the change sets it too.
 */
export function applyChange(state: BrowseState, change: BrowseChange, scope: BrowseScope): BrowseState {
  const next: BrowseState = { ...state, ...change, page: 1 };
  const clear = (trigger: BrowseField, dependants: BrowseField[]) => {
    if (!(trigger in change) || change[trigger] === state[trigger]) return;
    for (const field of dependants) if (!(field in change)) delete next[field];
  };
  clear('make', ['model']);
  clear('city', ['area']);
  clear('currency', ['minPrice', 'maxPrice']);
  clear('category', ['subcategory', 'condition']);
  return consistent(next, scope);
}
