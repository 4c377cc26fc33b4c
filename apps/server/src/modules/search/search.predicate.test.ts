import {
  FUEL_TYPES,
  LISTING_ACTIONS,
  listingQuerySchema,
  PROPERTY_TYPES,
  TRANSMISSION_TYPES,
  VEHICLE_CONDITIONS,
  VEHICLE_TYPES,
  type ListingInput,
  type ListingQuery,
} from '@souqna/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates, listings, users } from '../../db/schema/index.js';
import { noListCache } from '../../platform/cache/list-cache.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { FUZZ_RUNS, FUZZ_SEED } from '../../test/fuzz/fuzz-routes.js';
import { ALEPPO, HOMS } from '../../test/searchable-listings.js';
import { testServiceDeps } from '../../test/service-deps.js';
import { searchVectorOf } from '../listings/listings.search-text.js';
import { searchTextOf } from '../listings/listings.write.js';
import { FILTER_PARTS } from './search.predicate.js';
import { browseListings, listingMatcher } from './search.service.js';

// The saved-search matcher (`listingMatcher`) against the browse it stands for: whatever the
// listing and the query, the matcher says "listed" exactly when `browseListings` lists it.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A rate with cents: a USD bound then meets SYP prices exactly at the cent (0.5 USD = 6,500.25 SYP).
  await t.db.insert(exchangeRates).values({ rate: 13_000.5, effectiveAt: new Date(Date.now() - 60_000) });
});
afterAll(() => t.close());

// Each run is a few listings and a dozen browses: a tenth of the route fuzz's runs.
const RUNS = Math.max(1, Math.round(FUZZ_RUNS / 10));

const deps = () => ({ ...testServiceDeps(t), listCache: noListCache });

/** A listing as the property makes it: its columns, details and words. */
interface Made {
  mainCategory: 'vehicles' | 'realEstate';
  subCategory: string;
  listingAction: 'SALE' | 'RENT';
  status: 'active' | 'sold' | 'pending' | 'inactive';
  price: number;
  currency: 'SYP' | 'USD';
  place: { cityCode?: string; areaCode?: string };
  pin: { latitude: number; longitude: number } | null;
  title: string;
  vehicle: {
    make: string;
    model: string;
    year: number;
    mileage: number | null;
    fuelType: string;
    transmissionType: string;
    condition: string;
  };
  home: {
    size: number | null;
    bedrooms: number | null;
    bathrooms: number | null;
    yearBuilt: number;
    condition: string | null;
  };
}

const MODELS = { toyota: ['corolla', 'camry'], hyundai: ['elantra', 'avante'], kia: ['rio'] } as const;
const WORDS = [
  'clean',
  'sunny',
  'garden',
  'نظيفة',
  'حديقة',
  'شقة',
  'فيلا',
  'villa',
  'owner',
  'مالك',
  'urgent',
];
const PLACES = [
  {},
  { cityCode: 'aleppo' },
  { cityCode: 'aleppo', areaCode: 'furqan' },
  { cityCode: 'damascus', areaCode: 'mezzeh' },
  { cityCode: 'homs' },
];
// Prices near each other in both currencies: 6,500.25 SYP is exactly 0.5 USD at the test's rate.
const PRICES = [0, 0.5, 1, 6_500.25, 8_500, 45_000, 110_503_250, 1_000_000];
const SIZES = [null, 95.7, 140, 140.3, 300];

const category = fc.oneof(
  fc.record({
    mainCategory: fc.constant('vehicles' as const),
    subCategory: fc.constantFrom(...VEHICLE_TYPES),
  }),
  fc.record({
    mainCategory: fc.constant('realEstate' as const),
    subCategory: fc.constantFrom(...PROPERTY_TYPES),
  }),
);

const made: fc.Arbitrary<Made> = fc
  .record({
    category,
    listingAction: fc.constantFrom(...LISTING_ACTIONS),
    status: fc.constantFrom('active', 'active', 'active', 'sold', 'pending', 'inactive'),
    price: fc.constantFrom(...PRICES),
    currency: fc.constantFrom('SYP', 'USD'),
    place: fc.constantFrom(...PLACES),
    pin: fc.option(
      fc.oneof(
        fc.constant({ latitude: 0, longitude: 0 }),
        fc.record({
          latitude: fc.double({ min: ALEPPO.latitude - 0.2, max: ALEPPO.latitude + 0.2, noNaN: true }),
          longitude: fc.double({ min: ALEPPO.longitude - 0.2, max: ALEPPO.longitude + 0.2, noNaN: true }),
        }),
      ),
    ),
    title: fc
      .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 })
      .map((words) => words.join(' ')),
    vehicle: fc.constantFrom(...(Object.keys(MODELS) as (keyof typeof MODELS)[])).chain((make) =>
      fc.record({
        make: fc.constant(make),
        model: fc.constantFrom(...MODELS[make]),
        year: fc.integer({ min: 1998, max: 2024 }),
        mileage: fc.option(fc.constantFrom(0, 50_000, 120_000, 300_000)),
        fuelType: fc.constantFrom(...FUEL_TYPES.slice(0, 3)),
        transmissionType: fc.constantFrom(...TRANSMISSION_TYPES.slice(0, 2)),
        condition: fc.constantFrom(...VEHICLE_CONDITIONS.slice(2, 5)),
      }),
    ),
    home: fc.record({
      size: fc.constantFrom(...SIZES),
      bedrooms: fc.option(fc.integer({ min: 0, max: 5 })),
      bathrooms: fc.option(fc.constantFrom(0.5, 1, 1.5, 2)),
      yearBuilt: fc.integer({ min: 1990, max: 2024 }),
      condition: fc.option(fc.constantFrom(...VEHICLE_CONDITIONS.slice(2, 5))),
    }),
  })
  .map(({ category, ...rest }) => ({ ...category, ...rest }));

/** Stores a listing as the create path would, by a seller the run made; its id. */
async function store(sellerId: string, listing: Made) {
  const vehicles = listing.mainCategory === 'vehicles';
  const input = {
    title: `${vehicles ? `${listing.vehicle.make} ${listing.vehicle.model} ` : ''}${listing.title}`,
    description: 'Words of the description',
    location: 'Somewhere',
    ...listing.place,
    subCategory: listing.subCategory,
    ...(vehicles ? { vehicle: listing.vehicle } : {}),
  } as unknown as ListingInput;
  const row = await t.factories.createListing({
    userId: sellerId,
    title: input.title,
    description: input.description,
    location: input.location,
    cityCode: listing.place.cityCode ?? null,
    areaCode: listing.place.areaCode ?? null,
    mainCategory: listing.mainCategory,
    subCategory: listing.subCategory,
    listingAction: listing.listingAction,
    status: listing.status,
    price: listing.price,
    currency: listing.currency,
    latitude: listing.pin?.latitude ?? null,
    longitude: listing.pin?.longitude ?? null,
    ...(vehicles
      ? { vehicle: { ...listing.vehicle, vehicleType: listing.subCategory } }
      : { realEstate: { ...listing.home, propertyType: listing.subCategory } }),
  });
  const searchText = searchTextOf(input);
  await t.db
    .update(listings)
    .set({ searchText, searchVector: searchVectorOf(searchText, row.createdAt) })
    .where(eq(listings.id, row.id));
  return row.id;
}

const TEXTS = [
  'toyota',
  'تويوتا',
  'toyta corola',
  'كورولا حلب',
  'Aleppo',
  'villa garden',
  'شقة في المزة',
  'clean car',
  'coro',
  'urgent sale',
  'hyundai avante',
  'نظيفة',
  '!!',
];

/** Every filter a saved search may hold, as a client sends it. */
const filters = fc.record({
  mainCategory: fc.constantFrom('vehicles', 'realEstate'),
  subCategory: fc.constantFrom(...VEHICLE_TYPES.slice(0, 3), 'OTHER', 'APARTMENT', 'HOUSE'),
  userId: fc.constantFrom('seller', 'someone'),
  excludeId: fc.constantFrom('listing', 'someone'),
  search: fc.constantFrom(...TEXTS),
  location: fc.constantFrom('Aleppo', 'حلب', 'Mezzeh', 'furqan', 'garden'),
  near: fc.record({
    centre: fc.constantFrom(ALEPPO, HOMS),
    radius: fc.option(fc.constantFrom(1, 5, 15, 40), { nil: undefined }),
  }),
  listingAction: fc.constantFrom(...LISTING_ACTIONS),
  cityCode: fc.constantFrom('aleppo', 'damascus', 'حلب'),
  areaCode: fc.constantFrom('furqan', 'mezzeh'),
  minPrice: fc.constantFrom(...PRICES),
  maxPrice: fc.constantFrom(...PRICES),
  currency: fc.constantFrom('SYP', 'USD'),
  year: fc.integer({ min: 1998, max: 2024 }),
  minYear: fc.integer({ min: 1995, max: 2024 }),
  maxYear: fc.integer({ min: 2010, max: 2026 }),
  builtYear: fc.constantFrom('any', 'before2000', '2010', '2023+'),
  make: fc.constantFrom('toyota', 'Hyundai', 'كيا'),
  model: fc.constantFrom('corolla', 'Camry', 'rio', 'كورولا'),
  fuelType: fc.constantFrom(...FUEL_TYPES.slice(0, 3)),
  transmissionType: fc.constantFrom(...TRANSMISSION_TYPES.slice(0, 2)),
  condition: fc.constantFrom(...VEHICLE_CONDITIONS.slice(2, 5)),
  minMileage: fc.constantFrom(0, 50_000, 100_000),
  maxMileage: fc.constantFrom(50_000, 120_000, 500_000),
  bedrooms: fc.integer({ min: 0, max: 4 }),
  bathrooms: fc.constantFrom(0.5, 1, 1.5),
  minSize: fc.constantFrom(...SIZES.filter((size) => size !== null)),
  maxSize: fc.constantFrom(...SIZES.filter((size) => size !== null)),
});
type Filters = typeof filters extends fc.Arbitrary<infer Q> ? Q : never;
const FILTER_KEYS = Object.keys(fc.sample(filters, { numRuns: 1, seed: 1 })[0]!) as (keyof Filters)[];

/**
 * A saved search: up to three of the filters (more would rarely list anything); `seller` and
 * `listing` are filled in per run.
 */
const query = fc
  .tuple(filters, fc.subarray(FILTER_KEYS, { maxLength: 3 }))
  .map(([all, keys]) => Object.fromEntries(keys.map((key) => [key, all[key]])) as Partial<Filters>);
type Generated = Partial<Filters>;

/** The generated filters read as the browse reads a saved search's; null when they do not read. */
function browseQueryOf(generated: Generated, seller: string, listingId: string, someone: string) {
  const { near, ...rest } = generated;
  const parsed = listingQuerySchema.safeParse({
    ...rest,
    ...(rest.userId ? { userId: rest.userId === 'seller' ? seller : someone } : {}),
    ...(rest.excludeId ? { excludeId: rest.excludeId === 'listing' ? listingId : someone } : {}),
    ...(near ? { ...near.centre, radius: near.radius } : {}),
  });
  return parsed.success ? parsed.data : null;
}

/** Whether the browse of `query` (with its seller filled in) lists the listing. */
async function browseLists(query: ListingQuery, sellerId: string, listingId: string) {
  const page = await browseListings(deps(), {
    ...query,
    userId: query.userId ?? sellerId,
    page: 1,
    limit: 100,
  });
  return page.items.some((item) => item.id === listingId);
}

async function seller(disabled: boolean) {
  const user = await t.factories.createUser();
  if (disabled) await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
  return user.id;
}

describe('listingMatcher', () => {
  it(
    'lists a listing for a query exactly when the browse does, for random listings and saved searches',
    async () => {
      const someone = (await t.factories.createUser()).id;
      let compared = 0;
      const property = fc.asyncProperty(
        fc.array(made, { minLength: 1, maxLength: 3 }),
        fc.array(query, { minLength: 1, maxLength: 5 }),
        // Now and then the seller is disabled, which hides all their listings.
        fc.integer({ min: 0, max: 9 }).map((roll) => roll === 0),
        async (madeListings, generated, sellerDisabled) => {
          const sellerId = await seller(sellerDisabled);
          for (const listing of madeListings) {
            const id = await store(sellerId, listing);
            const queries = generated
              .map((filters) => browseQueryOf(filters, sellerId, id, someone))
              .filter((value) => value !== null);
            const matcher = await listingMatcher(deps(), id);
            const matched = await matcher!.matches(queries);
            for (const [index, browseQuery] of queries.entries()) {
              const listed = await browseLists(browseQuery, sellerId, id);
              expect(matched[index], JSON.stringify({ listing, query: browseQuery })).toBe(listed);
              compared += 1;
            }
          }
        },
      );
      await fc.assert(property, { numRuns: RUNS, seed: FUZZ_SEED });
      expect(compared).toBeGreaterThan(0);
    },
    RUNS * 300 + 30_000,
  );

  it('reads every browse filter: each one turns a listing it excludes away, as the browse does', async () => {
    const sellerId = await seller(false);
    const car: Made = {
      mainCategory: 'vehicles',
      subCategory: 'CAR',
      listingAction: 'SALE',
      status: 'active',
      price: 8_500,
      currency: 'USD',
      place: { cityCode: 'aleppo', areaCode: 'furqan' },
      pin: ALEPPO,
      title: 'clean',
      vehicle: {
        make: 'toyota',
        model: 'corolla',
        year: 2015,
        mileage: 120_000,
        fuelType: 'gasoline',
        transmissionType: 'automatic',
        condition: 'good',
      },
      home: { size: null, bedrooms: null, bathrooms: null, yearBuilt: 2000, condition: null },
    };
    const home: Made = {
      ...car,
      mainCategory: 'realEstate',
      subCategory: 'APARTMENT',
      title: 'sunny',
      home: { size: 140.3, bedrooms: 3, bathrooms: 1.5, yearBuilt: 2012, condition: 'good' },
    };
    const ids = { car: await store(sellerId, car), home: await store(sellerId, home) };
    const other = (await t.factories.createUser()).id;
    // For each filter: a value that lists the listing, one that does not (real-estate ones on the home).
    const cases: Record<
      Exclude<keyof typeof FILTER_PARTS, 'lang' | 'preview' | 'publicAccess'>,
      { on?: 'home'; lists: object; excludes: object }
    > = {
      mainCategory: { lists: { mainCategory: 'vehicles' }, excludes: { mainCategory: 'realEstate' } },
      subCategory: { lists: { subCategory: 'CAR' }, excludes: { subCategory: 'TRUCK' } },
      userId: { lists: { userId: sellerId }, excludes: { userId: other } },
      excludeId: { lists: { excludeId: ids.home }, excludes: { excludeId: ids.car } },
      listingAction: { lists: { listingAction: 'SALE' }, excludes: { listingAction: 'RENT' } },
      cityCode: { lists: { cityCode: 'حلب' }, excludes: { cityCode: 'homs' } },
      areaCode: { lists: { areaCode: 'furqan' }, excludes: { areaCode: 'mezzeh' } },
      location: { lists: { location: 'Aleppo' }, excludes: { location: 'Mezzeh' } },
      latitude: {
        lists: { ...ALEPPO, radius: 5 },
        excludes: { ...HOMS, longitude: ALEPPO.longitude, radius: 5 },
      },
      longitude: {
        lists: { ...ALEPPO, radius: 5 },
        excludes: { ...ALEPPO, longitude: HOMS.longitude, radius: 5 },
      },
      radius: { lists: { ...HOMS, radius: 200 }, excludes: { ...HOMS, radius: 100 } },
      minPrice: {
        lists: { minPrice: 8_500, currency: 'USD' },
        excludes: { minPrice: 8_500.01, currency: 'USD' },
      },
      maxPrice: { lists: { maxPrice: 110_504_250 }, excludes: { maxPrice: 110_504_249.99 } },
      currency: {
        lists: { maxPrice: 9_000, currency: 'USD' },
        excludes: { maxPrice: 9_000, currency: 'SYP' },
      },
      year: { lists: { year: 2015 }, excludes: { year: 2016 } },
      minYear: { lists: { minYear: 2015 }, excludes: { minYear: 2016 } },
      maxYear: { lists: { maxYear: 2015 }, excludes: { maxYear: 2014 } },
      builtYear: { lists: { builtYear: '2015+' }, excludes: { builtYear: 'before2000' } },
      make: { lists: { make: 'تويوتا' }, excludes: { make: 'kia' } },
      model: { lists: { model: 'Corolla' }, excludes: { model: 'camry' } },
      fuelType: { lists: { fuelType: 'gasoline' }, excludes: { fuelType: 'diesel' } },
      transmissionType: {
        lists: { transmissionType: 'automatic' },
        excludes: { transmissionType: 'manual' },
      },
      condition: { lists: { condition: 'good' }, excludes: { condition: 'fair' } },
      minMileage: { lists: { minMileage: 120_000 }, excludes: { minMileage: 120_001 } },
      maxMileage: { lists: { maxMileage: 120_000 }, excludes: { maxMileage: 119_999 } },
      bedrooms: { on: 'home', lists: { bedrooms: 3 }, excludes: { bedrooms: 4 } },
      bathrooms: { on: 'home', lists: { bathrooms: 1.5 }, excludes: { bathrooms: 2 } },
      minSize: { on: 'home', lists: { minSize: 140.3 }, excludes: { minSize: 140.31 } },
      maxSize: { on: 'home', lists: { maxSize: 140.3 }, excludes: { maxSize: 140.29 } },
      search: { lists: { search: 'تويوتا clean' }, excludes: { search: 'toyota sunny' } },
      query: { lists: { query: 'corola' }, excludes: { query: 'camry' } },
    };
    // Every filter of the browse's schema has its part in the matcher, and its case here.
    const order = ['sortBy', 'sortOrder', 'page', 'limit'];
    const browseKeys = Object.keys(listingQuerySchema.shape)
      .filter((key) => !order.includes(key))
      .sort();
    expect(Object.keys(FILTER_PARTS).sort()).toEqual(browseKeys);
    expect([...Object.keys(cases), 'lang', 'preview', 'publicAccess'].sort()).toEqual(browseKeys);
    const answers = async (id: string, filters: object) => {
      const browse = listingQuerySchema.parse(filters);
      const [matched] = await (await listingMatcher(deps(), id))!.matches([browse]);
      return { matched, listed: await browseLists(browse, sellerId, id) };
    };
    for (const [key, { on, lists, excludes }] of Object.entries(cases)) {
      const id = on === 'home' ? ids.home : ids.car;
      expect(await answers(id, lists), `${key} ${JSON.stringify(lists)}`).toEqual({
        matched: true,
        listed: true,
      });
      expect(await answers(id, excludes), `${key} ${JSON.stringify(excludes)}`).toEqual({
        matched: false,
        listed: false,
      });
    }
    // The keys that narrow nothing change nothing.
    for (const filters of [{ lang: 'ar' }, { preview: 'true' }, { publicAccess: 'false' }]) {
      expect(await answers(ids.car, filters)).toEqual({ matched: true, listed: true });
    }
  });

  it('matches nothing for a listing whose seller is disabled, and is undefined for one that is gone', async () => {
    const sellerId = await seller(true);
    const id = await store(sellerId, {
      ...fc.sample(made, { numRuns: 1, seed: 1 })[0]!,
      status: 'active',
    });
    const [matched] = await (await listingMatcher(deps(), id))!.matches([listingQuerySchema.parse({})]);
    expect(matched).toBe(false);
    expect(await listingMatcher(deps(), '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
