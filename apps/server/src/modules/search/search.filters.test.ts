import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import type { ListingOverrides } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/**
 * A known data set: five vehicles and four properties, one created a day; prices in both
 * currencies. At the current rate (10,000 SYP a dollar) the Corolla's 8,000 USD is 80M SYP, below
 * the Golf's 90M; at the older rate (13,000, seeded by the migration) or the future one (20,000)
 * it would be above, so the price tests tell which rate was used.
 */
async function seed() {
  await t.db.insert(exchangeRates).values([
    { rate: 10_000, effectiveAt: new Date('2026-06-01T00:00:00Z') },
    { rate: 20_000, effectiveAt: new Date('2099-01-01T00:00:00Z') },
  ]);
  const seller = await t.factories.createUser();
  const make = async (n: number, overrides: ListingOverrides) =>
    (await t.factories.createListing({ userId: seller.id, createdAt: day(n), ...overrides })).id;
  const place = (cityCode: string, areaCode: string) => ({ cityCode, areaCode });
  const ids = {
    corolla: await make(1, {
      ...place('damascus', 'mezzeh'),
      price: 8_000,
      currency: 'USD',
      vehicle: { make: 'toyota', model: 'corolla', year: 2015, mileage: 120_000, condition: 'good' },
    }),
    camry: await make(2, {
      ...place('aleppo', 'aziziyeh'),
      price: 250_000_000,
      currency: 'SYP',
      vehicle: {
        make: 'toyota',
        model: 'camry',
        year: 2021,
        mileage: 30_000,
        fuelType: 'hybrid',
        condition: 'likeNew',
      },
    }),
    golf: await make(3, {
      ...place('homs', 'inshaat'),
      price: 90_000_000,
      currency: 'SYP',
      listingAction: 'RENT',
      vehicle: {
        make: 'volkswagen',
        model: 'golf',
        year: 1998,
        mileage: 250_000,
        fuelType: 'diesel',
        transmissionType: 'manual',
        condition: 'fair',
      },
    }),
    truck: await make(4, {
      ...place('aleppo', 'shahba'),
      price: 40_000,
      currency: 'USD',
      vehicle: {
        vehicleType: 'TRUCK',
        make: 'isuzu',
        model: 'nqr',
        year: 2023,
        mileage: 0,
        fuelType: 'diesel',
        transmissionType: 'manual',
        condition: 'new',
      },
    }),
    yugo: await make(5, {
      ...place('damascus', 'malki'),
      price: 5_000_000,
      currency: 'SYP',
      vehicle: {
        make: 'Zastava',
        model: 'Yugo',
        customMake: 'Zastava',
        year: 1988,
        mileage: 300_000,
        transmissionType: 'manual',
        condition: 'poor',
      },
    }),
    flat: await make(6, {
      ...place('damascus', 'mezzeh'),
      price: 120_000,
      currency: 'USD',
      realEstate: { bedrooms: 3, bathrooms: 1.5, size: 140, yearBuilt: 2012, condition: 'good' },
    }),
    villa: await make(7, {
      ...place('aleppo', 'aziziyeh'),
      price: 2_000_000_000,
      currency: 'SYP',
      realEstate: {
        propertyType: 'HOUSE',
        bedrooms: 5,
        bathrooms: 3,
        size: 400,
        yearBuilt: 1995,
        condition: 'excellent',
      },
    }),
    rental: await make(8, {
      ...place('damascus', 'malki'),
      price: 3_000_000,
      currency: 'SYP',
      listingAction: 'RENT',
      realEstate: { bedrooms: 2, bathrooms: 1, size: 80, yearBuilt: 2023, condition: 'new' },
    }),
    land: await make(9, {
      ...place('homs', 'waer'),
      price: 50_000,
      currency: 'USD',
      realEstate: { propertyType: 'LAND', bedrooms: null, bathrooms: null, size: 1_000 },
    }),
  };
  // Matches most filters below and is newer than all, but sold: it must never show.
  await make(20, { status: 'sold', price: 8_000, vehicle: { make: 'toyota', model: 'corolla', year: 2015 } });
  return ids;
}

type Name = keyof Awaited<ReturnType<typeof seed>>;
let ids: Awaited<ReturnType<typeof seed>>;
beforeAll(async () => {
  ids = await seed();
});

async function browse(query: string) {
  const response = await t.app.inject({ url: `/api/listings?${query}` });
  return { status: response.statusCode, body: response.json() };
}

/** The names of the listings a query returns, in order. */
async function found(query: string): Promise<Name[]> {
  const { status, body } = await browse(query);
  expect(status, query).toBe(200);
  const names = new Map(Object.entries(ids).map(([name, id]) => [id, name as Name]));
  return (body.data.items as { id: string }[]).map((item) => names.get(item.id) ?? (item.id as Name));
}

const expectFound = async (cases: [string, Name[]][]) => {
  for (const [query, expected] of cases) expect(await found(query), query).toEqual(expected);
};

describe('GET /api/listings filters', () => {
  it('narrows by make and model, in any spelling of a catalogue name', async () => {
    await expectFound([
      ['make=toyota', ['camry', 'corolla']],
      ['make=TOYOTA', ['camry', 'corolla']],
      ['make=تويوتا', ['camry', 'corolla']],
      ['make=toyta', ['camry', 'corolla']],
      ['make=toyota&model=corolla', ['corolla']],
      ['make=تويوتا&model=كورولا', ['corolla']],
      ['model=Camry', ['camry']],
      ['make=vw&model=Golf', ['golf']],
      ['make=isuzu&model=NQR', ['truck']],
      ['make=Zastava&model=Yugo', ['yugo']],
      ['make=hyundai', []],
    ]);
  });

  it('narrows by year, year bands and builtYear, over model years and years built', async () => {
    await expectFound([
      ['year=2015', ['corolla']],
      ['year=٢٠٢٣', ['rental', 'truck']],
      ['mainCategory=vehicles&year=2023', ['truck']],
      ['minYear=2015&maxYear=2021', ['camry', 'corolla']],
      ['minYear=2013&mainCategory=realEstate', ['rental']],
      ['maxYear=1995', ['villa', 'yugo']],
      ['builtYear=before2000', ['villa', 'yugo', 'golf']],
      ['builtYear=before-2000&mainCategory=realEstate', ['villa']],
      ['builtYear=2010', ['rental', 'flat', 'truck', 'camry', 'corolla']],
      ['builtYear=2023', ['rental', 'truck']],
      ['builtYear=٢٠٢٣%2B', ['rental', 'truck']],
      ['builtYear=2010&maxYear=2015', ['flat', 'corolla']],
      ['builtYear=any&subCategory=LAND', ['land']],
      ['builtYear=2010&year=1998', []],
    ]);
  });

  it('narrows by sale or rent, fuel, transmission and condition, in any reading', async () => {
    await expectFound([
      ['listingAction=RENT', ['rental', 'golf']],
      ['listingAction=FOR_RENT', ['rental', 'golf']],
      ['listingAction=for-sale', ['land', 'villa', 'flat', 'yugo', 'truck', 'camry', 'corolla']],
      ['fuelType=diesel', ['truck', 'golf']],
      ['fuelType=PETROL', ['yugo', 'corolla']],
      ['transmissionType=MANUAL', ['yugo', 'truck', 'golf']],
      ['transmissionType=automatic', ['camry', 'corolla']],
      ['condition=new', ['rental', 'truck']],
      ['condition=NEW&mainCategory=vehicles', ['truck']],
      ['condition=good', ['flat', 'corolla']],
      ['condition=LIKE_NEW', ['camry']],
    ]);
  });

  it('narrows by mileage, bedrooms and bathrooms (at least), and size', async () => {
    await expectFound([
      ['minMileage=100000', ['yugo', 'golf', 'corolla']],
      ['maxMileage=30,000', ['truck', 'camry']],
      ['minMileage=100000&maxMileage=250000', ['golf', 'corolla']],
      ['bedrooms=3', ['villa', 'flat']],
      ['bedrooms=٢', ['rental', 'villa', 'flat']],
      ['bathrooms=1.5', ['villa', 'flat']],
      ['bathrooms=2', ['villa']],
      ['minSize=100', ['land', 'villa', 'flat']],
      ['maxSize=150', ['rental', 'flat']],
      ['minSize=100&maxSize=400', ['villa', 'flat']],
    ]);
  });

  it('narrows by city (code or name) and area', async () => {
    await expectFound([
      ['cityCode=damascus', ['rental', 'flat', 'yugo', 'corolla']],
      ['cityCode=حلب', ['villa', 'truck', 'camry']],
      ['cityCode=Damascus&areaCode=mezzeh', ['flat', 'corolla']],
      ['areaCode=MALKI', ['rental', 'yugo']],
    ]);
  });

  it('filters prices across currencies at the current exchange rate, bounds included', async () => {
    await expectFound([
      ['maxPrice=85000000', ['rental', 'yugo', 'corolla']],
      ['maxPrice=85000000&currency=SYP', ['rental', 'yugo', 'corolla']],
      ['minPrice=80000000&maxPrice=90000000', ['golf', 'corolla']],
      ['minPrice=9000&currency=USD', ['land', 'villa', 'flat', 'truck', 'golf', 'camry']],
      ['minPrice=8000&maxPrice=8000&currency=$', ['corolla']],
      ['minPrice=٨٬٠٠٠&maxPrice=٩٬٠٠٠&currency=USD', ['golf', 'corolla']],
    ]);
  });

  it('sorts by price across currencies at the current rate, each way', async () => {
    const ascending: Name[] = [
      'rental',
      'yugo',
      'corolla',
      'golf',
      'camry',
      'truck',
      'land',
      'flat',
      'villa',
    ];
    await expectFound([
      ['sortBy=price', ascending],
      ['sortBy=price&sortOrder=desc', [...ascending].reverse()],
      ['mainCategory=vehicles&sortBy=price', ['yugo', 'corolla', 'golf', 'camry', 'truck']],
      ['sortBy=price&limit=2&page=2', ['corolla', 'golf']],
    ]);
  });

  it('combines filters, and filters of both kinds match nothing', async () => {
    await expectFound([
      ['mainCategory=vehicles&make=toyota&builtYear=2020&maxPrice=300000000', ['camry']],
      ['mainCategory=realEstate&cityCode=damascus&listingAction=SALE&bedrooms=3', ['flat']],
      ['fuelType=diesel&transmissionType=manual&listingAction=RENT', ['golf']],
      ['subCategory=APARTMENT&builtYear=2010', ['rental', 'flat']],
      [
        'mainCategory=realEstate&minPrice=1000&currency=USD&sortBy=price&sortOrder=desc',
        ['villa', 'flat', 'land'],
      ],
      ['cityCode=aleppo&builtYear=before2000&sortBy=price', ['villa']],
      [`make=toyota&excludeId=${ids.camry}`, ['corolla']],
      ['make=toyota&bedrooms=3', []],
      ['mainCategory=realEstate&make=toyota', []],
    ]);
    const { body } = await browse('make=toyota&limit=1');
    expect(body.data).toMatchObject({ total: 2, page: 1, limit: 1, hasMore: true });
  });

  it('refuses values it cannot read with 400 and the field at fault', async () => {
    const cases: [string, string][] = [
      ['year=abc', 'year'],
      ['year=1700', 'year'],
      ['minYear=2020&maxYear=2010', 'maxYear'],
      ['builtYear=soon', 'builtYear'],
      [`make=${'x'.repeat(81)}`, 'make'],
      ['listingAction=LEASE', 'listingAction'],
      ['fuelType=steam', 'fuelType'],
      ['transmissionType=warp', 'transmissionType'],
      ['condition=broken', 'condition'],
      ['minMileage=-1', 'minMileage'],
      ['maxMileage=1e9', 'maxMileage'],
      ['minMileage=200&maxMileage=100', 'maxMileage'],
      ['bedrooms=-1', 'bedrooms'],
      ['bedrooms=2.5', 'bedrooms'],
      ['bathrooms=many', 'bathrooms'],
      ['minSize=500&maxSize=100', 'maxSize'],
      ['cityCode=atlantis', 'cityCode'],
      ['areaCode=nowhere', 'areaCode'],
      ['cityCode=aleppo&areaCode=mezzeh', 'areaCode'],
      ['minPrice=-5', 'minPrice'],
      ['minPrice=10&maxPrice=5', 'maxPrice'],
      ['currency=EUR', 'currency'],
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
    const { body } = await browse('minPrice=10&maxPrice=5');
    expect(body.error.details.fields[0]).toMatchObject({ key: 'tooSmall', params: { min: 10 } });
  });

  it('uses a newer rate as soon as it is in effect', async () => {
    const [row] = await t.db
      .insert(exchangeRates)
      .values({ rate: 12_000, effectiveAt: new Date('2026-07-01T00:00:00Z') })
      .returning();
    try {
      // The Corolla is now 96M SYP: above the Golf, and out of a 90M ceiling.
      await expectFound([
        ['mainCategory=vehicles&sortBy=price', ['yugo', 'golf', 'corolla', 'camry', 'truck']],
        ['maxPrice=90000000', ['rental', 'yugo', 'golf']],
      ]);
    } finally {
      await t.db.delete(exchangeRates).where(eq(exchangeRates.id, row!.id));
    }
  });
});
