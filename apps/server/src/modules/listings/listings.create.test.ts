import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { listingImages, listings, vehicleDetails } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody, type TestFile } from '../../test/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ FREE_LISTING_QUOTA: '1' });
});
afterAll(() => t.close());

async function signIn(overrides: Parameters<TestApp['factories']['createUser']>[0] = {}) {
  const user = await t.factories.createUser(overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { user, auth: { authorization: `Bearer ${response.json().data.tokens.accessToken}` } };
}
const premium = () => signIn({ premiumUntil: new Date(Date.now() + 30 * 86_400_000) });

const photo = async (background: string, filename = 'car.jpg'): Promise<TestFile> => ({
  name: 'images',
  filename,
  type: 'image/jpeg',
  body: await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'owner-gps-secret' } })
    .toBuffer(),
});

const carFields = {
  title: 'Kia Rio 2018, first owner',
  description: 'Serviced at the dealer, new tyres.',
  price: '9500',
  currency: 'USD',
  location: 'Aleppo, Al-Furqan',
  category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
  details: JSON.stringify({
    vehicles: {
      make: 'kia',
      model: 'rio',
      year: '2018',
      mileage: '64000',
      fuelType: 'GASOLINE',
      transmissionType: 'AUTOMATIC',
      abs: 'true',
      features: ['ABS'],
    },
  }),
};

const create = async (auth: Record<string, string>, fields: Record<string, string>, files: TestFile[]) => {
  const body = await multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};
const listingFiles = (id: string) => {
  const dir = path.join(t.config.mediaDir, 'listings', id);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST /api/listings', () => {
  it('creates a vehicle listing with its photos as WebP variants, duplicates skipped', async () => {
    const { user, auth } = await premium();
    const first = await photo('#aa3300');
    const response = await create(auth, carFields, [
      first,
      { ...first, filename: 'again.jpg' },
      await photo('#0033aa', 'side.jpg'),
    ]);
    expect(response.statusCode).toBe(201);
    const listing = response.json().data;
    expect(listing).toMatchObject({
      title: 'Kia Rio 2018, first owner',
      price: 9500,
      currency: 'USD',
      status: 'active',
      category: { mainCategory: 'vehicles', subCategory: 'CAR' },
      userId: user.id,
      details: {
        vehicles: {
          make: 'kia',
          model: 'rio',
          year: 2018,
          mileage: 64000,
          fuelType: 'gasoline',
          transmissionType: 'automatic',
          abs: true,
        },
      },
    });
    expect(listing.images).toHaveLength(2);
    expect(listing.images[0]).toMatchObject({ isPrimary: true, width: 1200, height: 800 });
    const served = await t.app.inject({ url: listing.images[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/immutable/);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('owner-gps-secret'))).toBe(false);
    expect(listingFiles(listing.id)).toHaveLength(6);
    // It can be read back, and a view is counted once per visitor a day.
    const read = await t.app.inject({ url: `/api/listings/public/${listing.id}` });
    expect(read.json().data.views).toBe(1);
    expect((await t.app.inject({ url: `/api/listings/public/${listing.id}` })).json().data.views).toBe(1);
    expect(
      (await t.app.inject({ url: `/api/listings/public/${listing.id}`, headers: auth })).json().data.views,
    ).toBe(1);
  });

  it('tells an anonymous caller to log in, and holds a free user to the quota', async () => {
    const anonymous = await create({}, carFields, [await photo('#111111')]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Please log in to create a listing');

    const { auth } = await signIn();
    expect((await create(auth, carFields, [await photo('#222222')])).statusCode).toBe(201);
    const second = await create(auth, carFields, [await photo('#333333')]);
    expect(second.statusCode).toBe(403);
    expect(second.json().error.code).toBe('LISTING_QUOTA_EXCEEDED');
  });

  it('refuses bad fields with the spec texts and stores nothing', async () => {
    const { auth } = await premium();
    const before = (await t.db.select().from(listings)).length;
    const response = await create(
      auth,
      {
        ...carFields,
        title: ' ',
        price: 'cheap',
        details: JSON.stringify({ vehicles: { make: '', model: 'rio' } }),
      },
      [await photo('#444444')],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual([
      expect.objectContaining({ path: 'title', key: 'titleRequired', message: 'Title is required' }),
      expect.objectContaining({ path: 'price', key: 'priceFormat', message: 'Invalid price format' }),
      expect.objectContaining({
        path: 'details.make',
        key: 'requiredForVehicle',
        message: 'make is required for vehicle listings',
      }),
    ]);
    const noImage = await create(auth, carFields, []);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().error).toMatchObject({
      code: 'IMAGE_REQUIRED',
      message: 'Please upload at least one image',
    });
    expect((await t.db.select().from(listings)).length).toBe(before);
  });

  it('refuses the whole request when one file is not an image, naming it, and leaves no rows or files', async () => {
    const { user, auth } = await premium();
    const fake: TestFile = {
      name: 'images',
      filename: 'notes.jpg',
      type: 'image/jpeg',
      body: Buffer.from('definitely not a jpeg'),
    };
    const response = await create(auth, carFields, [await photo('#555555'), fake]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'IMAGE_INVALID_TYPE',
      details: { file: 'notes.jpg' },
    });
    expect(await t.db.select().from(listings).where(eq(listings.userId, user.id))).toHaveLength(0);
    expect(
      readdirSync(path.join(t.config.mediaDir)).includes('listings')
        ? readdirSync(path.join(t.config.mediaDir, 'listings')).length
        : 0,
    ).toBe((await t.db.select({ id: listings.id }).from(listings)).length);
  });

  it('refuses more than 20 photos and a photo over 10 MB', async () => {
    const { auth } = await premium();
    const many = await Promise.all(
      Array.from({ length: 21 }, (_, index) => photo(`#${(index * 11).toString(16).padStart(2, '0')}6699`)),
    );
    const tooMany = await create(auth, carFields, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('TOO_MANY_IMAGES');
    const big: TestFile = {
      name: 'image_1',
      filename: 'huge.jpg',
      type: 'image/jpeg',
      body: Buffer.alloc(12 * 1024 * 1024, 7),
    };
    const tooBig = await create(auth, carFields, [big]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('IMAGE_TOO_LARGE');
  });

  it('stores the long tail of details in extras and real estate in its own table', async () => {
    const { auth } = await premium();
    const home = await create(
      auth,
      {
        title: 'Green-tabu flat in Mezzeh',
        description: 'Third floor, solar panels.',
        price: '٤٥٠٠٠',
        category: JSON.stringify({ mainCategory: 'realEstate', subCategory: 'APARTMENT' }),
        cityCode: 'damascus',
        areaCode: 'mezzeh',
        listingAction: 'FOR_RENT',
        details: JSON.stringify({
          size: 140,
          bedrooms: 3,
          bathrooms: 1.5,
          titleDeedType: 'greenTabu',
          electricitySupply: 'solar',
        }),
      },
      [await photo('#667788', 'flat.png')],
    );
    expect(home.statusCode).toBe(201);
    expect(home.json().data).toMatchObject({
      price: 45000,
      currency: 'SYP',
      listingAction: 'RENT',
      location: 'Damascus, Mezzeh',
      details: {
        realEstate: {
          propertyType: 'APARTMENT',
          size: 140,
          bathrooms: 1.5,
          titleDeedType: 'greenTabu',
          electricitySupply: 'solar',
        },
      },
    });
    const { data: car } = (await create(auth, carFields, [await photo('#998877')])).json();
    const [row] = await t.db.select().from(vehicleDetails).where(eq(vehicleDetails.listingId, car.id));
    expect(row).toMatchObject({
      make: 'kia',
      year: 2018,
      extras: expect.objectContaining({ abs: true, features: ['ABS'] }),
    });
  });
});

describe('DELETE /api/listings/{id} and GET /api/listings/user', () => {
  it('lets only the owner or an admin delete, then removes rows and files', async () => {
    const owner = await premium();
    const { data: listing } = (await create(owner.auth, carFields, [await photo('#123456')])).json();
    const stranger = await signIn();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/listings/${listing.id}`, headers: stranger.auth }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/listings/${listing.id}` })).statusCode).toBe(
      401,
    );
    const mine = (await t.app.inject({ url: '/api/listings/user', headers: owner.auth })).json().data;
    expect(mine.items.map((item: { id: string }) => item.id)).toContain(listing.id);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${listing.id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.db.select().from(listingImages).where(eq(listingImages.listingId, listing.id)),
    ).toHaveLength(0);
    expect(listingFiles(listing.id)).toHaveLength(0);
    expect((await t.app.inject({ url: `/api/listings/public/${listing.id}` })).statusCode).toBe(404);
  });

  it('pages the owner’s listings, every status, with `listings` beside `items`', async () => {
    const owner = await premium();
    const ids: string[] = [];
    const statuses = ['active', 'inactive', 'pending', 'sold', 'rented'] as const;
    for (const [index, status] of statuses.entries()) {
      const createdAt = new Date(Date.UTC(2026, 0, 1 + index));
      ids.unshift((await t.factories.createListing({ userId: owner.user.id, status, createdAt })).id);
    }
    const page = async (query: string) =>
      (await t.app.inject({ url: `/api/listings/user?${query}`, headers: owner.auth })).json();
    const first = (await page('limit=2')).data;
    expect(first).toMatchObject({ total: 5, page: 1, limit: 2, hasMore: true });
    expect(first.listings).toEqual(first.items);
    const rest = [(await page('page=2&limit=2')).data, (await page('page=3&limit=2')).data];
    expect(rest.map((data) => data.hasMore)).toEqual([true, false]);
    const seen = [first, ...rest].flatMap((data) => data.items.map((item: { id: string }) => item.id));
    expect(seen).toEqual(ids);
    expect((await page('')).data).toMatchObject({ page: 1, limit: 10, total: 5 });
    expect((await page('limit=500')).error.details.fields[0].path).toBe('limit');
  });

  it('hides an inactive listing from everyone but its owner', async () => {
    const owner = await premium();
    const listing = await t.factories.createListing({ userId: owner.user.id, status: 'inactive' });
    expect((await t.app.inject({ url: `/api/listings/public/${listing.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/listings/public/${listing.id}`, headers: owner.auth })).statusCode,
    ).toBe(200);
  });
});
