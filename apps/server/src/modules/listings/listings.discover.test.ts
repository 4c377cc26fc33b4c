import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

// The home page's trending row and counts, on a known set of listings.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

async function seed() {
  const make = t.factories.createListing;
  return {
    // Saves weigh three views: 2 saves (6) beat 5 views, 5 views beat 1 save and 1 view (4).
    saved: await make({ createdAt: day(1), favoritesCount: 2, cityCode: 'aleppo', areaCode: null }),
    viewed: await make({ createdAt: day(2), viewsCount: 5, cityCode: 'aleppo', areaCode: null }),
    both: await make({ createdAt: day(3), favoritesCount: 1, viewsCount: 1 }),
    quiet: await make({ createdAt: day(4) }),
    flat: await make({ createdAt: day(5), realEstate: { propertyType: 'APARTMENT' } }),
    house: await make({
      createdAt: day(6),
      subCategory: 'HOUSE',
      realEstate: { propertyType: 'HOUSE' },
      cityCode: 'homs',
      areaCode: null,
    }),
    // No city: counted in the total and its category, in no city.
    nowhere: await make({ createdAt: day(0), cityCode: null, areaCode: null, location: 'Syria' }),
    // Sold listings leave results (DESIGN.md 4), the counts and trending included.
    sold: await make({ createdAt: day(8), status: 'sold', viewsCount: 40 }),
    // Both categories have an OTHER type: counted apart.
    otherVehicle: await make({ createdAt: day(-2), subCategory: 'OTHER', vehicle: { vehicleType: 'OTHER' } }),
    otherProperty: await make({
      createdAt: day(-1),
      subCategory: 'OTHER',
      realEstate: { propertyType: 'OTHER' },
    }),
    hidden: await make({
      createdAt: day(7),
      status: 'inactive',
      favoritesCount: 50,
      cityCode: 'homs',
      areaCode: null,
    }),
  };
}

let ids: Awaited<ReturnType<typeof seed>>;
beforeAll(async () => {
  ids = await seed();
});

async function get(path: string) {
  const response = await t.app.inject({ url: path });
  return { status: response.statusCode, body: response.json() };
}
const trending = async (query = '') => {
  const { status, body } = await get(`/api/listings/trending${query}`);
  expect(status).toBe(200);
  return (body.data as { id: string }[]).map((item) => item.id);
};

describe('GET /api/listings/trending', () => {
  it('shows four by default, the most saved and viewed first, ties to the newest, never a hidden one', async () => {
    expect(await trending()).toEqual([ids.saved.id, ids.viewed.id, ids.both.id, ids.house.id]);
    expect(await trending('?limit=20')).toEqual([
      ids.saved.id,
      ids.viewed.id,
      ids.both.id,
      ids.house.id,
      ids.flat.id,
      ids.quiet.id,
      ids.nowhere.id,
      ids.otherProperty.id,
      ids.otherVehicle.id,
    ]);
  });

  it('refuses a limit over 20', async () => {
    expect((await get('/api/listings/trending?limit=21')).status).toBe(400);
    expect((await get('/api/listings/trending?limit=0')).status).toBe(400);
  });
});

describe('GET /api/listings/stats', () => {
  it('counts active listings by category, type and city, most listed city first', async () => {
    const { status, body } = await get('/api/listings/stats');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      total: 9,
      byCategory: { vehicles: 6, realEstate: 3 },
      bySubCategory: { vehicles: { CAR: 5, OTHER: 1 }, realEstate: { APARTMENT: 1, HOUSE: 1, OTHER: 1 } },
      byCity: [
        { cityCode: 'damascus', count: 5 },
        { cityCode: 'aleppo', count: 2 },
        { cityCode: 'homs', count: 1 },
      ],
    });
  });
});
