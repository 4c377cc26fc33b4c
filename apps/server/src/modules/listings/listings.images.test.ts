import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { reports } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody } from '../../test/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signIn() {
  const user = await t.factories.createUser({ premiumUntil: new Date(Date.now() + 86_400_000) });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { user, auth: { authorization: `Bearer ${response.json().data.tokens.accessToken}` } };
}
async function listingWithThreePhotos(auth: Record<string, string>) {
  const files = await Promise.all(
    ['#aa0000', '#00aa00', '#0000aa'].map(async (background) => ({
      name: 'images',
      type: 'image/webp',
      body: await sharp({ create: { width: 500, height: 400, channels: 3, background } })
        .webp()
        .toBuffer(),
    })),
  );
  const body = await multipartBody(
    {
      title: 'Land near Tartus',
      description: 'Olive trees, road access.',
      price: '20000',
      currency: 'USD',
      cityCode: 'tartus',
      category: JSON.stringify({ mainCategory: 'realEstate', subCategory: 'LAND' }),
      details: JSON.stringify({ landArea: 2000 }),
    },
    files,
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  return response.json().data as { id: string; images: { id: string; url: string; isPrimary: boolean }[] };
}

describe('listing images', () => {
  it('sets the primary image, reorders, and deletes one (never the last)', async () => {
    const { auth } = await signIn();
    const listing = await listingWithThreePhotos(auth);
    const [a, b, c] = listing.images.map((image) => image.id);

    const primary = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${listing.id}/images/${c}/primary`,
      headers: auth,
    });
    expect(primary.json().data.images[0]).toMatchObject({ id: c, isPrimary: true });

    const order = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${listing.id}/images/order`,
      headers: auth,
      payload: { imageIds: [b, a] },
    });
    // The primary image is shown first; the others follow the new order.
    expect(order.json().data.images.map((image: { id: string }) => image.id)).toEqual([c, b, a]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${listing.id}/images/${c}`,
      headers: auth,
    });
    expect(
      removed
        .json()
        .data.images.map((image: { id: string; isPrimary: boolean }) => [image.id, image.isPrimary]),
    ).toEqual([
      [b, true],
      [a, false],
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/listings/${listing.id}/images/${b}`, headers: auth });
    const last = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${listing.id}/images/${a}`,
      headers: auth,
    });
    expect(last.json().error.code).toBe('IMAGE_REQUIRED');
  });

  it('lets nobody else touch the images', async () => {
    const { auth } = await signIn();
    const listing = await listingWithThreePhotos(auth);
    const stranger = await signIn();
    const image = listing.images[1]!.id;
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/listings/${listing.id}/images/${image}/primary`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/listings/${listing.id}/images/${image}`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/listings/${listing.id}/images/${image}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/listings/{id}/report', () => {
  it('stores one open report per person and listing', async () => {
    const owner = await signIn();
    const listing = await listingWithThreePhotos(owner.auth);
    const reporter = await signIn();
    const url = `/api/listings/${listing.id}/report`;
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: reporter.auth,
      payload: { reason: 'misleading', details: 'Photos are of another plot' },
    });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: reporter.auth,
      payload: { reason: 'SPAM' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DUPLICATE_REPORT');
    expect(await t.db.select().from(reports).where(eq(reports.listingId, listing.id))).toEqual([
      expect.objectContaining({
        reporterId: reporter.user.id,
        reason: 'MISLEADING',
        details: 'Photos are of another plot',
        status: 'open',
      }),
    ]);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: owner.auth, payload: { reason: 'SPAM' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: reporter.auth, payload: { reason: 'boring' } }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'POST', url, payload: { reason: 'SPAM' } })).statusCode).toBe(401);
  });
});
