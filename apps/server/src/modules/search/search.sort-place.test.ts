import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { searchableListing } from '../../test/searchable-listings.js';

// Spec section 9's "location A to Z and Z to A" and "popularity", with and without words: a
// search orders its matches in the app (listings.browse.ts), the browse in SQL; both must agree.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ids: Record<'mezzeh' | 'babTouma' | 'aleppo' | 'homs' | 'latakia', string>;
beforeAll(async () => {
  const listing = (day: number, place: { cityCode: string; areaCode?: string }, viewsCount: number) =>
    searchableListing(
      t,
      {
        category: { mainCategory: 'vehicles', subCategory: 'CAR' },
        details: { make: 'kia', model: 'rio', year: '2015', fuelType: 'gasoline' },
        title: `Kia Rio quokka edition ${day}`,
        description: 'Rare trim.',
        ...place,
      },
      { createdAt: new Date(Date.UTC(2026, 1, day)), viewsCount },
    );
  ids = {
    mezzeh: await listing(1, { cityCode: 'damascus', areaCode: 'mezzeh' }, 5),
    babTouma: await listing(2, { cityCode: 'damascus', areaCode: 'bab-touma' }, 50),
    aleppo: await listing(3, { cityCode: 'aleppo' }, 0),
    homs: await listing(4, { cityCode: 'homs' }, 50),
    latakia: await listing(5, { cityCode: 'latakia' }, 0),
  };
});

async function idsOf(query: string) {
  const response = await t.app.inject({ url: `/api/listings?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json().data.items as { id: string }[]).map((item) => item.id);
}

/**
 * The same order from the browse (its first pages probe each place in turn; a price filter ranks
 * every match by name, as deeper pages do) and from a search for the listings' shared word.
 */
async function expectOrder(query: string, expected: string[]) {
  expect(await idsOf(`mainCategory=vehicles&${query}`)).toEqual(expected);
  expect(await idsOf(`mainCategory=vehicles&minPrice=1&${query}`)).toEqual(expected);
  expect(await idsOf(`search=quokka&${query}`)).toEqual(expected);
}

describe('GET /api/listings sorted by location', () => {
  it('orders by city, then area, A to Z and Z to A by their English names', async () => {
    // Aleppo; Damascus: Bab Touma, Mezzeh; Homs; Latakia.
    const aToZ = [ids.aleppo, ids.babTouma, ids.mezzeh, ids.homs, ids.latakia];
    await expectOrder('sortBy=location&sortOrder=asc', aToZ);
    await expectOrder('sortBy=location&sortOrder=asc&lang=en', aToZ);
    await expectOrder('sortBy=location&sortOrder=desc', [...aToZ].reverse());
  });

  it('follows the Arabic alphabet when asked in Arabic', async () => {
    // اللاذقية، حلب، حمص، دمشق: المزة، باب توما.
    const aToZ = [ids.latakia, ids.aleppo, ids.homs, ids.mezzeh, ids.babTouma];
    await expectOrder('sortBy=location&sortOrder=asc&lang=ar', aToZ);
    await expectOrder('sortBy=place&sortOrder=desc&lang=ar', [...aToZ].reverse());
  });

  it('pages the ordered listings without repeating one', async () => {
    const first = await idsOf('mainCategory=vehicles&sortBy=location&sortOrder=asc&limit=2&page=1');
    const second = await idsOf('mainCategory=vehicles&sortBy=location&sortOrder=asc&limit=2&page=2');
    expect([...first, ...second]).toEqual([ids.aleppo, ids.babTouma, ids.mezzeh, ids.homs]);
  });

  it('refuses a language it does not speak', async () => {
    const response = await t.app.inject({ url: '/api/listings?sortBy=location&lang=xx' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/listings sorted by popularity', () => {
  it('puts the most viewed first, ties newest first, and the least viewed first when ascending', async () => {
    await expectOrder('sortBy=popularity&sortOrder=desc', [
      ids.homs,
      ids.babTouma,
      ids.mezzeh,
      ids.latakia,
      ids.aleppo,
    ]);
    await expectOrder('sortBy=views&sortOrder=asc', [
      ids.latakia,
      ids.aleppo,
      ids.mezzeh,
      ids.homs,
      ids.babTouma,
    ]);
  });
});
