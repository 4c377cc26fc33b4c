import { RARE_TERMS } from './vocabulary.js';

/**
 * What the bench measures, as the API's own query parameters (spec section 7, issue 5), varied per
 * run so no case is a single cached plan or page. Each case names the parameters it needs: when
 * the API does not know one yet, the case is reported as unsupported instead of measured wrongly.
 */

export type Params = Record<string, string>;

export interface BrowseCase {
  kind: 'browse';
  name: string;
  /** Issue 5's target for p95, in milliseconds. */
  targetMs: number;
  /** The parameters without which the case measures something else. */
  needs: string[];
  params: (run: number) => Params;
}

export interface SuggestCase {
  kind: 'suggest';
  name: string;
  targetMs: number;
  needs: string[];
  text: (run: number) => string;
}

export type DbCase = BrowseCase | SuggestCase;

const pick = <T>(values: readonly T[], run: number): T => values[run % values.length]!;

const VEHICLE_TYPES = ['CAR', 'TRUCK', 'MOTORCYCLE', 'VAN', 'BUS', 'TRACTOR', 'CONSTRUCTION', 'RV', 'OTHER'];
const PROPERTY_TYPES = ['APARTMENT', 'HOUSE', 'LAND', 'COMMERCIAL', 'CONDO', 'OTHER'];
const MAKES = [
  'toyota',
  'hyundai',
  'kia',
  'honda',
  'nissan',
  'suzuki',
  'mitsubishi',
  'mazda',
  'bmw',
  'mercedes-benz',
];
const COMMON_TERMS = ['toyota', 'دمشق', 'apartment', 'للبيع', 'hyundai', 'شقه', 'sale', 'حلب'];
const TYPO_QUERIES = [
  'toyta corola',
  'hundai elantra',
  'mercedec',
  'kia sportaj',
  'apartmnt mezzeh',
  'damscus',
  'alepo',
];
const ARABIC_QUERIES = [
  'تويوتا كورولا حلب',
  'شقة للبيع في المزة',
  'هيونداي دمشق',
  'أرض للبيع حمص',
  'كيا ريو',
  'بيت للإيجار',
];
const SUGGESTION_TEXTS = [
  'toyta',
  'corola',
  'هيونداي',
  'mezze',
  'apartmnt',
  'kia spor',
  'تويوتا',
  'alepo',
  'damas',
];
// City centres (contracts' CITIES), nudged per run so the box moves.
const CENTRES: [number, number][] = [
  [33.5138, 36.2765],
  [36.2021, 37.1343],
  [34.7324, 36.7137],
  [35.1318, 36.7578],
  [35.5317, 35.7901],
];

/** The cases of issue 5's benchmark list, in its order. */
export const DB_CASES: DbCase[] = [
  {
    kind: 'browse',
    name: 'newest in a category',
    targetMs: 25,
    needs: ['mainCategory', 'subCategory'],
    params: (run) =>
      run % 2 === 0
        ? { mainCategory: 'vehicles', subCategory: pick(VEHICLE_TYPES, run / 2) }
        : { mainCategory: 'realEstate', subCategory: pick(PROPERTY_TYPES, (run - 1) / 2) },
  },
  {
    kind: 'browse',
    name: 'make + year + price',
    targetMs: 25,
    needs: ['make', 'year', 'minPrice', 'maxPrice', 'currency'],
    params: (run) => ({
      mainCategory: 'vehicles',
      make: pick(MAKES, run),
      year: String(2005 + (run % 14)),
      minPrice: String(3_000 + (run % 5) * 1_000),
      maxPrice: String(15_000 + (run % 7) * 5_000),
      currency: 'USD',
    }),
  },
  {
    kind: 'browse',
    name: 'rare full-text term',
    targetMs: 25,
    needs: ['search'],
    params: (run) => ({ search: pick(RARE_TERMS, run) }),
  },
  {
    kind: 'browse',
    name: 'common term, relevance sort',
    targetMs: 25,
    needs: ['search', 'sortBy'],
    params: (run) => ({ search: pick(COMMON_TERMS, run), sortBy: 'relevance' }),
  },
  {
    kind: 'browse',
    name: 'typo query',
    targetMs: 25,
    needs: ['search'],
    params: (run) => ({ search: pick(TYPO_QUERIES, run) }),
  },
  {
    kind: 'browse',
    name: 'Arabic query',
    targetMs: 25,
    needs: ['search'],
    params: (run) => ({ search: pick(ARABIC_QUERIES, run) }),
  },
  {
    kind: 'browse',
    name: '10 km radius',
    targetMs: 30,
    needs: ['latitude', 'longitude', 'radius'],
    params: (run) => {
      const [latitude, longitude] = pick(CENTRES, run);
      const nudge = ((run % 7) - 3) * 0.01;
      return {
        latitude: (latitude + nudge).toFixed(4),
        longitude: (longitude - nudge).toFixed(4),
        radius: '10',
      };
    },
  },
  {
    kind: 'browse',
    name: 'browse page 1',
    targetMs: 25,
    needs: ['page'],
    params: (run) => ({ mainCategory: pick(['vehicles', 'realEstate'], run), page: '1' }),
  },
  {
    kind: 'browse',
    name: 'browse page 500',
    targetMs: 25,
    needs: ['page'],
    params: (run) => ({ mainCategory: pick(['vehicles', 'realEstate'], run), page: '500' }),
  },
  {
    kind: 'suggest',
    name: 'typo suggestions',
    targetMs: 20,
    needs: [],
    text: (run) => pick(SUGGESTION_TEXTS, run),
  },
];

/** The URLs `GET /api/listings` is loaded with: search plus filters, as people combine them. */
export const HTTP_BROWSE_QUERIES: Params[] = [
  { search: 'toyota', mainCategory: 'vehicles', minPrice: '5000', maxPrice: '30000', currency: 'USD' },
  { search: 'تويوتا كورولا', cityCode: 'aleppo' },
  { search: 'شقة', mainCategory: 'realEstate', subCategory: 'APARTMENT', bedrooms: '3' },
  { search: 'apartment mezzeh', sortBy: 'relevance' },
  { search: 'hyundai', year: '2012', sortBy: 'price', sortOrder: 'asc' },
  { search: 'kia rio', mainCategory: 'vehicles', cityCode: 'damascus' },
  { search: 'للبيع', mainCategory: 'realEstate', listingAction: 'SALE', cityCode: 'homs' },
  { search: 'toyta corola' },
  { mainCategory: 'vehicles', subCategory: 'CAR', make: 'toyota', year: '2010' },
  { mainCategory: 'realEstate', subCategory: 'HOUSE', cityCode: 'latakia', page: '2' },
];
