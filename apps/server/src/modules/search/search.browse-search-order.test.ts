import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { currentUsdRate } from '../exchange-rates/exchange-rates.service.js';
import { searchableListing } from '../../test/searchable-listings.js';

// A search sorts its matches by price or favourites in the app (listings.browse.ts), not in SQL:
// the order must be the one the browse without words gives, in SYP at the current rate.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ids: Record<'usd2000' | 'sypAbove' | 'usd1000' | 'sypEqual', string>;
beforeAll(async () => {
  const rate = await currentUsdRate(t.db);
  expect(rate).toBeGreaterThan(1);
  const listing = (price: number, currency: 'SYP' | 'USD', favoritesCount: number, day: number) =>
    searchableListing(
      t,
      {
        category: { mainCategory: 'vehicles', subCategory: 'CAR' },
        details: { make: 'kia', model: 'rio', year: '2015', fuelType: 'gasoline' },
        title: `Kia Rio zanzibar edition ${day}`,
        description: 'Rare trim.',
        cityCode: 'homs',
        price: String(price),
        currency,
      },
      { createdAt: new Date(Date.UTC(2026, 1, day)), favoritesCount },
    );
  ids = {
    usd2000: await listing(2_000, 'USD', 3, 1),
    sypAbove: await listing(2_000 * rate! + 1, 'SYP', 0, 2),
    usd1000: await listing(1_000, 'USD', 3, 3),
    // The same price as the first, in the other currency, and newer.
    sypEqual: await listing(2_000 * rate!, 'SYP', 1, 4),
  };
});

async function idsOf(query: string) {
  const response = await t.app.inject({ url: `/api/listings?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json().data.items as { id: string }[]).map((item) => item.id);
}

describe('GET /api/listings?search= in another order than relevance', () => {
  it('sorts by price in SYP at the current rate, equal prices newest first, as without words', async () => {
    const ascending = [ids.usd1000, ids.sypEqual, ids.usd2000, ids.sypAbove];
    expect(await idsOf('search=zanzibar&sortBy=price&sortOrder=asc')).toEqual(ascending);
    expect(await idsOf('mainCategory=vehicles&sortBy=price&sortOrder=asc')).toEqual(ascending);
    const descending = [ids.sypAbove, ids.sypEqual, ids.usd2000, ids.usd1000];
    expect(await idsOf('search=zanzibar&sortBy=price&sortOrder=desc')).toEqual(descending);
    expect(await idsOf('mainCategory=vehicles&sortBy=price&sortOrder=desc')).toEqual(descending);
  });

  it('sorts by favourites, ties newest first, and pages the sorted matches', async () => {
    const most = [ids.usd1000, ids.usd2000, ids.sypEqual, ids.sypAbove];
    expect(await idsOf('search=zanzibar&sortBy=favorites&sortOrder=desc')).toEqual(most);
    expect(await idsOf('mainCategory=vehicles&sortBy=favorites&sortOrder=desc')).toEqual(most);
    expect(await idsOf('search=zanzibar&sortBy=favorites&sortOrder=asc')).toEqual([
      ids.sypAbove,
      ids.sypEqual,
      ids.usd1000,
      ids.usd2000,
    ]);
    expect(await idsOf('search=zanzibar&sortBy=favorites&sortOrder=desc&limit=2&page=2')).toEqual(
      most.slice(2),
    );
  });
});
