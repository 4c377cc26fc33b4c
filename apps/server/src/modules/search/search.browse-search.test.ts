import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { findPublicListingIds } from './search.browse.js';
import { parseSearchQuery } from './search.parse.js';
import { resolveSearchTerms } from './search.terms.js';
import { ALEPPO, HOMS, seedSearchListings } from '../../test/searchable-listings.js';

// GET /api/listings with words, a place and a radius, and the browse under its other names, on a
// known set of listings: every answer is the exact ids expected, in order where order matters.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ids: Awaited<ReturnType<typeof seedSearchListings>>;
beforeAll(async () => {
  ids = await seedSearchListings(t, true);
});

async function get(path: string) {
  const response = await t.app.inject({ url: path });
  return { status: response.statusCode, body: response.json() };
}
async function browse(query: string, path = '/api/listings') {
  const { status, body } = await get(`${path}?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { items: { id: string }[]; total: number; hasMore: boolean; totalIsEstimate?: boolean };
}
const idsOf = async (query: string, path?: string) =>
  (await browse(query, path)).items.map((item) => item.id);
const sorted = (values: string[]) => [...values].sort();
const q = encodeURIComponent;

describe('GET /api/listings?search=', () => {
  it('finds a Toyota Corolla in Aleppo from Arabic, a typo or the English city name', async () => {
    const both = sorted([ids.corollaAleppo, ids.corollaArabic]);
    expect(sorted(await idsOf(`search=${q('تويوتا كورولا حلب')}`))).toEqual(both);
    expect(sorted(await idsOf('search=toyta%20corola'))).toEqual(both);
    expect(sorted(await idsOf('search=Aleppo'))).toEqual(both);
    expect((await browse('search=Aleppo')).total).toBe(2);
  });

  it('ranks by relevance when words are given, and by any other order when asked', async () => {
    const byRelevance = await idsOf('search=corolla');
    expect(sorted(byRelevance.slice(0, 2))).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic]));
    expect(byRelevance[2]).toBe(ids.rio);
    expect(await idsOf('search=corolla&sortBy=relevance')).toEqual(byRelevance);
    expect(await idsOf('search=corolla&sortBy=createdAt&sortOrder=desc')).toEqual([
      ids.rio,
      ids.corollaArabic,
      ids.corollaAleppo,
    ]);
    // Equal prices fall to the newest.
    expect(await idsOf('search=corolla&sortBy=price&sortOrder=asc')).toEqual([
      ids.rio,
      ids.corollaArabic,
      ids.corollaAleppo,
    ]);
    // Relevance without words is the newest first.
    expect(await idsOf('sortBy=relevance&limit=2')).toEqual([ids.villa, ids.rio]);
  });

  it('combines words with filters, pages and `query`, the name /listings/search callers use', async () => {
    expect(await idsOf('search=corolla&cityCode=homs')).toEqual([ids.rio]);
    expect(await idsOf('search=toyota&mainCategory=realEstate')).toEqual([]);
    expect(await idsOf('search=corolla&limit=2&page=2')).toEqual([ids.rio]);
    expect(await idsOf('query=villa')).toEqual([ids.villa]);
    expect(await idsOf('search=bicycle')).toEqual([]);
  });

  it('never lists a pending or hidden listing, whatever preview and publicAccess say', async () => {
    const everything = await idsOf('preview=true&publicAccess=true&search=toyota');
    expect(sorted(everything)).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic]));
    expect(await idsOf('preview=true&publicAccess=true&limit=100')).toEqual(await idsOf('limit=100'));
    expect((await get('/api/listings?preview=maybe')).status).toBe(400);
  });
});

describe('GET /api/listings by place', () => {
  it('reads `location` as a city or an area in any script, else as words of the place', async () => {
    expect(await idsOf('location=Aleppo')).toEqual([ids.corollaAleppo]);
    expect(await idsOf(`location=${q('حلب')}`)).toEqual([ids.corollaAleppo]);
    expect(await idsOf('location=Furqan')).toEqual([ids.corollaAleppo]);
    expect(await idsOf('location=Homs&search=corolla')).toEqual([ids.rio]);
    // Not a known place: its words are searched, and the Arabic-only listing says الفرقان.
    expect(sorted(await idsOf(`location=${q('الفرقان حلب')}`))).toEqual(
      sorted([ids.corollaAleppo, ids.corollaArabic]),
    );
  });

  it('finds what lies within the radius by great-circle distance, never a listing without a pin', async () => {
    const around = (centre: { latitude: number; longitude: number }, rest = '') =>
      idsOf(`latitude=${centre.latitude}&longitude=${centre.longitude}${rest}`);
    expect(sorted(await around(ALEPPO, '&radius=5'))).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic]));
    expect(await around(ALEPPO, '&radius=1')).toEqual([ids.corollaAleppo]);
    // 10 km unless told.
    expect(sorted(await around(ALEPPO))).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic]));
    expect(await around(HOMS, '&radius=50')).toEqual([ids.rio]);
    // Homs to Damascus is about 140 km, Homs to Aleppo about 160 km.
    expect(sorted(await around(HOMS, '&radius=150'))).toEqual(sorted([ids.rio, ids.avante]));
    expect(await around({ latitude: 0, longitude: 0 }, '&radius=10')).toEqual([]);
    expect(await around(ALEPPO, '&radius=5&search=kia')).toEqual([]);
  });

  it('refuses a radius without its centre and a centre without both coordinates', async () => {
    const refused = async (query: string) => {
      const { status, body } = await get(`/api/listings?${query}`);
      expect(status).toBe(400);
      return body.error.details.fields.map((problem: { path: string }) => problem.path);
    };
    expect(await refused('radius=5')).toEqual(['latitude', 'longitude']);
    expect(await refused('latitude=36.2')).toEqual(['longitude']);
    expect(await refused('latitude=95&longitude=37')).toEqual(['latitude']);
    expect(await refused('latitude=36&longitude=37&radius=0')).toEqual(['radius']);
  });
});

describe('paging and the total', () => {
  it('pages to the end and past it', async () => {
    expect(await browse('limit=2&page=3')).toMatchObject({
      total: 5,
      hasMore: false,
      items: [{ id: ids.corollaAleppo }],
    });
    expect(await browse('limit=2&page=2')).toMatchObject({ total: 5, hasMore: true });
    expect(await browse('limit=2&page=4')).toMatchObject({ total: 5, hasMore: false, items: [] });
    expect((await browse('limit=2')).totalIsEstimate).toBeUndefined();
  });

  it('stops counting past the limit and says the total is an estimate', async () => {
    const query = (page: number) => ({
      sortBy: 'createdAt' as const,
      sortOrder: 'desc' as const,
      page,
      limit: 2,
      currency: 'SYP' as const,
    });
    expect(await findPublicListingIds(t.db, query(1), { countLimit: 3 })).toEqual({
      ids: [ids.villa, ids.rio],
      total: 3,
      totalIsEstimate: true,
    });
    expect(await findPublicListingIds(t.db, query(3), { countLimit: 10 })).toEqual({
      ids: [ids.corollaAleppo],
      total: 5,
      totalIsEstimate: false,
    });
    // Under a price the page comes from the rows counted, when they are every match.
    const priced = (page: number) => ({ ...query(page), maxPrice: 10 ** 15 });
    expect(await findPublicListingIds(t.db, priced(1), { countLimit: 3 })).toEqual({
      ids: [ids.villa, ids.rio],
      total: 3,
      totalIsEstimate: true,
    });
    expect(await findPublicListingIds(t.db, priced(3), { countLimit: 10 })).toEqual({
      ids: [ids.corollaAleppo],
      total: 5,
      totalIsEstimate: false,
    });
    expect(await findPublicListingIds(t.db, { ...priced(1), sortOrder: 'asc' }, { countLimit: 10 })).toEqual({
      ids: [ids.corollaAleppo, ids.corollaArabic],
      total: 5,
      totalIsEstimate: false,
    });
    const terms = await resolveSearchTerms(t.db, parseSearchQuery('corolla'));
    expect(
      await findPublicListingIds(t.db, { ...query(1), sortBy: 'relevance', terms }, { countLimit: 2 }),
    ).toMatchObject({
      total: 2,
      totalIsEstimate: true,
    });
    // Past the limit a search orders its newest matches, as many as it counted.
    const byPrice = { ...query(1), sortBy: 'price' as const, sortOrder: 'asc' as const, terms };
    expect(await findPublicListingIds(t.db, byPrice, { countLimit: 2 })).toEqual({
      ids: [ids.rio, ids.corollaArabic],
      total: 2,
      totalIsEstimate: true,
    });
    expect((await findPublicListingIds(t.db, { ...byPrice, page: 2 }, { countLimit: 2 })).ids).toEqual([]);
  });
});

describe('the browse under its other names', () => {
  it('answers /listings/search with the page and its items as `listings` too', async () => {
    const { body } = await get('/api/listings/search?query=corolla&limit=2');
    expect(body.data.total).toBe(3);
    expect(body.data.listings.map((item: { id: string }) => item.id)).toEqual(
      body.data.items.map((item: { id: string }) => item.id),
    );
  });

  it('keeps /listings/vehicles and /listings/real-estate in their category', async () => {
    expect(await idsOf('limit=100', '/api/listings/vehicles')).toEqual([
      ids.rio,
      ids.avante,
      ids.corollaArabic,
      ids.corollaAleppo,
    ]);
    expect(await idsOf('mainCategory=vehicles', '/api/listings/real-estate')).toEqual([ids.villa]);
    expect(await idsOf('search=villa', '/api/listings/vehicles')).toEqual([]);
  });

  it('reads `category` of /listings/by-category as a category or a type', async () => {
    expect(await idsOf('category=realEstate', '/api/listings/by-category')).toEqual([ids.villa]);
    expect(await idsOf('category=villa', '/api/listings/by-category')).toEqual([ids.villa]);
    expect(await idsOf('category=CARS&limit=1', '/api/listings/by-category')).toEqual([ids.rio]);
  });

  it('answers /listings/nearby from lat, lng and radiusKm', async () => {
    expect(
      await idsOf(`lat=${HOMS.latitude}&lng=${HOMS.longitude}&radiusKm=50`, '/api/listings/nearby'),
    ).toEqual([ids.rio]);
  });

  it('answers /listings/by-ids in the order asked, leaving out what the caller may not see', async () => {
    const { status, body } = await get(
      `/api/listings/by-ids?ids=${[ids.villa, ids.hidden, ids.avante, ids.pending, ids.villa].join(',')}`,
    );
    expect(status).toBe(200);
    expect(body.data.map((item: { id: string }) => item.id)).toEqual([ids.villa, ids.avante]);
    expect((await get('/api/listings/by-ids?ids=nope')).status).toBe(400);
    const many = Array.from(
      { length: 101 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    expect((await get(`/api/listings/by-ids?ids=${many.join(',')}`)).status).toBe(400);
  });
});
