import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingImages } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import type { ListingOverrides } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** A known data set: five public listings of two sellers, and one of each status never listed. */
async function seed() {
  const [ahmad, salma] = [await t.factories.createUser(), await t.factories.createUser()];
  const make = async (userId: string, overrides: ListingOverrides) =>
    (await t.factories.createListing({ userId, ...overrides })).id;
  const ids = {
    oldCar: await make(ahmad.id, { price: 9_000, favoritesCount: 2, createdAt: day(1) }),
    flat: await make(salma.id, { realEstate: {}, price: 45_000, favoritesCount: 5, createdAt: day(2) }),
    truck: await make(ahmad.id, {
      vehicle: { vehicleType: 'TRUCK' },
      price: 30_000,
      favoritesCount: 10,
      createdAt: day(3),
    }),
    house: await make(salma.id, {
      realEstate: { propertyType: 'HOUSE' },
      price: 120_000,
      favoritesCount: 1,
      createdAt: day(4),
    }),
    newCar: await make(ahmad.id, { price: 5_000, favoritesCount: 0, createdAt: day(5) }),
  };
  // Newer than every public one, so a leak would show at the top of the first page.
  for (const status of ['inactive', 'pending', 'sold', 'rented'] as const) {
    await make(salma.id, { status, createdAt: day(10) });
    await make(ahmad.id, { status, realEstate: {}, createdAt: day(10) });
  }
  return { ahmad, salma, ids };
}

let data: Awaited<ReturnType<typeof seed>>;
beforeAll(async () => {
  data = await seed();
});

async function browse(query = '') {
  const response = await t.app.inject({ url: `/api/listings${query}` });
  return { status: response.statusCode, body: response.json() };
}

async function browseIds(query = '') {
  const { status, body } = await browse(query);
  expect(status).toBe(200);
  return (body.data.items as { id: string }[]).map((item) => item.id);
}

describe('GET /api/listings', () => {
  it('lists only active listings, newest first, in the page envelope', async () => {
    const { ids } = data;
    const { status, body } = await browse();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ total: 5, page: 1, limit: 10, hasMore: false });
    expect(body.data.items.map((item: { id: string }) => item.id)).toEqual([
      ids.newCar,
      ids.house,
      ids.truck,
      ids.flat,
      ids.oldCar,
    ]);
    expect(body.data.items.every((item: { status: string }) => item.status === 'active')).toBe(true);
  });

  it('narrows by main category and by type, in any reading of the type', async () => {
    const { ids } = data;
    expect(await browseIds('?mainCategory=realEstate')).toEqual([ids.house, ids.flat]);
    expect(await browseIds('?mainCategory=REAL_ESTATE')).toEqual([ids.house, ids.flat]);
    expect(await browseIds('?mainCategory=vehicles&subCategory=CAR')).toEqual([ids.newCar, ids.oldCar]);
    expect(await browseIds('?subCategory=CARS')).toEqual([ids.newCar, ids.oldCar]);
    expect(await browseIds('?subCategory=COMMERCIAL_TRANSPORT')).toEqual([ids.truck]);
    expect(await browseIds('?mainCategory=realEstate&subCategory=villa')).toEqual([ids.house]);
    expect(await browseIds('?subCategory=LAND')).toEqual([]);
  });

  it("shows one seller's active listings, and can leave one out", async () => {
    const { ids, ahmad, salma } = data;
    expect(await browseIds(`?userId=${salma.id}`)).toEqual([ids.house, ids.flat]);
    expect(await browseIds(`?userId=${ahmad.id}&excludeId=${ids.truck}`)).toEqual([ids.newCar, ids.oldCar]);
    expect(await browseIds(`?mainCategory=vehicles&subCategory=CAR&excludeId=${ids.newCar}`)).toEqual([
      ids.oldCar,
    ]);
  });

  it('sorts by date, raw price and saves, each way', async () => {
    const { ids } = data;
    expect(await browseIds('?sortBy=createdAt&sortOrder=desc')).toEqual([
      ids.newCar,
      ids.house,
      ids.truck,
      ids.flat,
      ids.oldCar,
    ]);
    // With a sortBy and no sortOrder the order is ascending, as the clients in use expect.
    expect(await browseIds('?sortBy=createdAt')).toEqual([
      ids.oldCar,
      ids.flat,
      ids.truck,
      ids.house,
      ids.newCar,
    ]);
    expect(await browseIds('?sortBy=price&sortOrder=asc')).toEqual([
      ids.newCar,
      ids.oldCar,
      ids.truck,
      ids.flat,
      ids.house,
    ]);
    expect(await browseIds('?sortBy=price&sortOrder=DESC')).toEqual([
      ids.house,
      ids.flat,
      ids.truck,
      ids.oldCar,
      ids.newCar,
    ]);
    expect(await browseIds('?sortBy=favorites&sortOrder=desc')).toEqual([
      ids.truck,
      ids.flat,
      ids.oldCar,
      ids.house,
      ids.newCar,
    ]);
  });

  it('pages through every listing once, saying whether more follow', async () => {
    const { ids } = data;
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push((await browse(`?limit=2&page=${page}`)).body.data);
    expect(pages.map((page) => page.items.map((item: { id: string }) => item.id))).toEqual([
      [ids.newCar, ids.house],
      [ids.truck, ids.flat],
      [ids.oldCar],
      [],
    ]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false, false]);
    expect(pages.map((page) => [page.total, page.page, page.limit])).toEqual([
      [5, 1, 2],
      [5, 2, 2],
      [5, 3, 2],
      [5, 4, 2],
    ]);
    // Page numbers typed in Arabic digits are read too.
    expect((await browse('?limit=2&page=٢')).body.data.page).toBe(2);
  });

  it("carries each listing's images, the primary first, and its seller", async () => {
    const { ids, ahmad } = data;
    const image = (position: number, isPrimary: boolean) => ({
      listingId: ids.newCar,
      storageKey: `listings/${ids.newCar}/${position}`,
      contentHash: `hash-${position}`,
      width: 1600,
      height: 1200,
      position,
      isPrimary,
      variants: [
        {
          name: 'card' as const,
          width: 640,
          height: 480,
          key: `listings/${ids.newCar}/${position}-card.webp`,
          bytes: 1,
        },
      ],
    });
    await t.db.insert(listingImages).values([image(0, false), image(1, true)]);
    const [first] = (await browse(`?userId=${ahmad.id}&limit=1`)).body.data.items;
    expect(first.id).toBe(ids.newCar);
    expect(first.images.map((entry: { position: number }) => entry.position)).toEqual([1, 0]);
    expect(first.images[0].cardUrl).toContain(`${ids.newCar}/1-card.webp`);
    expect(first.seller).toMatchObject({ id: ahmad.id, username: ahmad.username });
  });

  it('refuses values it cannot read with 400 and the field at fault', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=ten', 'limit'],
      ['?page=0', 'page'],
      ['?sortBy=rating', 'sortBy'],
      ['?sortOrder=up', 'sortOrder'],
      ['?mainCategory=boats', 'mainCategory'],
      ['?subCategory=SPACESHIP', 'subCategory'],
      ['?mainCategory=vehicles&subCategory=LAND', 'subCategory'],
      ['?userId=42', 'userId'],
      ['?excludeId=abc', 'excludeId'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await browse(query);
      expect(status, query).toBe(400);
      expect(body.error.code, query).toBe('VALIDATION_ERROR');
      expect(
        body.error.details.fields.map((problem: { path: string }) => problem.path),
        query,
      ).toEqual([field]);
    }
  });
});
