import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody } from '../../test/multipart.js';

/**
 * Spec section 9's listing list cache, seen from outside: a change made behind the services' back
 * (plain SQL) stays invisible while the cached page lives, and every listing write through the
 * API clears it. With REDIS_URL set, the same runs through Redis.
 */
let t: TestApp;
let probeId: string;
beforeAll(async () => {
  t = await buildTestApp();
  probeId = (await t.factories.createListing({ title: 'Probe listing' })).id;
});
afterAll(() => t.close());

type Item = {
  id: string;
  title: string;
  favorites: number;
  images: { id: string }[];
  seller: { phone?: string };
};
const browse = async (query = '') => {
  const response = await t.app.inject({ url: `/api/listings${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().data.items as Item[];
};
const titles = async () => (await browse()).map((item) => item.title);

async function signIn() {
  // Premium: FREE_LISTING_QUOTA is 0 by default, so only a paid plan may post.
  const user = await t.factories.createUser({
    phone: '+963911000111',
    premiumUntil: new Date(Date.now() + 86_400_000),
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { user, headers: { authorization: `Bearer ${response.json().data.tokens.accessToken}` } };
}

async function multipart(
  method: 'POST' | 'PUT',
  url: string,
  headers: object,
  fields: Record<string, string>,
) {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const body = await multipartBody(
    fields,
    method === 'POST' ? [{ name: 'images', filename: 'car.png', type: 'image/png', body: photo }] : [],
  );
  return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Renames the probe in SQL only, checks the cached page hides it, then that `write` clears the cache. */
async function expectClearedBy(write: () => Promise<{ statusCode: number }>) {
  await browse();
  const marker = `Probe ${randomBytes(4).toString('hex')}`;
  await t.db.update(listings).set({ title: marker }).where(eq(listings.id, probeId));
  expect(await titles()).not.toContain(marker);
  expect((await write()).statusCode).toBeLessThan(300);
  expect(await titles()).toContain(marker);
}

describe('the listing list cache behind GET /api/listings', () => {
  it('answers a repeated browse from the cache, per query', async () => {
    const before = await browse();
    await t.db.update(listings).set({ title: 'Renamed by hand' }).where(eq(listings.id, probeId));
    expect(await browse()).toEqual(before);
    // Another query is another entry: it reads the database.
    expect((await browse('?limit=5')).map((item) => item.title)).toContain('Renamed by hand');
    // The same query in another spelling is the same entry.
    expect(await browse('?page=1&limit=10')).toEqual(before);
  });

  it('is cleared by every listing write through the API', async () => {
    const { headers } = await signIn();
    let carId = '';
    await expectClearedBy(async () => {
      const response = await multipart('POST', '/api/listings', headers, {
        title: 'Kia Rio 2014',
        description: 'One owner, full service history.',
        price: '5200',
        currency: 'USD',
        location: 'Latakia',
        category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
        details: JSON.stringify({ make: 'kia', model: 'rio', year: 2014, mileage: 90000 }),
      });
      carId = response.json().data.id;
      return response;
    });
    expect(await titles()).toContain('Kia Rio 2014');

    await expectClearedBy(() =>
      multipart('PUT', `/api/listings/${carId}`, headers, { title: 'Kia Rio 2014 LX' }),
    );
    expect(await titles()).toContain('Kia Rio 2014 LX');

    const [image] = (await browse()).find((item) => item.id === carId)!.images;
    await expectClearedBy(() =>
      t.app.inject({ method: 'PUT', url: `/api/listings/${carId}/images/${image!.id}/primary`, headers }),
    );

    await expectClearedBy(() =>
      t.app.inject({ method: 'POST', url: `/api/listings/saved/${carId}`, headers }),
    );
    expect((await browse('?sortBy=favorites&sortOrder=desc'))[0]).toMatchObject({ id: carId, favorites: 1 });
    await expectClearedBy(() =>
      t.app.inject({ method: 'DELETE', url: `/api/listings/saved/${carId}`, headers }),
    );
    expect((await browse()).find((item) => item.id === carId)).toMatchObject({ favorites: 0 });

    await expectClearedBy(() => t.app.inject({ method: 'DELETE', url: `/api/listings/${carId}`, headers }));
    expect((await browse()).map((item) => item.id)).not.toContain(carId);
  });

  it('is cleared when a seller changes what their listings show of them, or leaves', async () => {
    const { user, headers } = await signIn();
    const own = await t.factories.createListing({ userId: user.id, title: 'Seller listing' });
    const sellerOf = async () => (await browse()).find((item) => item.id === own.id)?.seller;
    await expectClearedBy(() =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/settings',
        headers,
        payload: { privacy: { showPhone: true } },
      }),
    );
    expect(await sellerOf()).toMatchObject({ phone: '+963911000111' });

    await expectClearedBy(() =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/users/account',
        headers,
        payload: { password: user.password },
      }),
    );
    expect(await sellerOf()).toBeUndefined();
  });
});
