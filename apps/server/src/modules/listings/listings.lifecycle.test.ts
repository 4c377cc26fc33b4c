import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, notifications } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { editRequests, photo } from '../../test/listing-edits.js';
import { signIn } from '../../test/sign-in.js';
import { LIFECYCLE_JOB } from './listings.lifecycle.js';
import { until } from '../../test/until.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ JOBS_POLL_MS: '500' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

const statusOf = async (id: string) =>
  (await t.db.select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]!.status;
const noticesOf = (userId: string, listingId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.listingId, listingId)));
const browseIds = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/listings?limit=50' })).json() as {
      data: { items: { id: string }[] };
    }
  ).data.items.map((item) => item.id);

describe('listing lifecycle', () => {
  it('new listings live 60 days', async () => {
    const listing = await t.factories.createListing();
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    const days = (row!.expiresAt.getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
  });

  it('tells the owner once, 3 days before, then expires the listing out of search but not out of their sight', async () => {
    const owner = await signIn(t);
    const arabic = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings/preferences',
      headers: owner.auth,
      payload: { language: 'ar' },
    });
    expect(arabic.statusCode).toBe(200);
    const soon = await t.factories.createListing({
      userId: owner.user.id,
      expiresAt: inDays(2),
      title: 'Kia Rio',
    });
    const later = await t.factories.createListing({ userId: owner.user.id, expiresAt: inDays(10) });
    await t.app.services.jobs.enqueue(LIFECYCLE_JOB);
    await until(async () => (await noticesOf(owner.user.id, soon.id)).length === 1);
    const [notice] = await noticesOf(owner.user.id, soon.id);
    expect(notice).toMatchObject({ type: 'SYSTEM_NOTICE', title: 'إعلانك على وشك الانتهاء' });
    expect(notice!.message).toContain('Kia Rio');
    // Two days, in the Arabic dual (not "2 أيام").
    expect(notice!.message).toContain('خلال يومين');

    // The next pass: the warned listing is not warned again; one past its date expires.
    const past = await t.factories.createListing({ userId: owner.user.id, expiresAt: inDays(-1) });
    expect(await browseIds()).toContain(past.id);
    await t.app.services.jobs.enqueue(LIFECYCLE_JOB);
    await until(async () => (await statusOf(past.id)) === 'expired');
    // The owner is told after the status turns (the same pass, a moment later).
    await until(async () => (await noticesOf(owner.user.id, past.id)).length === 1);
    expect(await noticesOf(owner.user.id, soon.id)).toHaveLength(1);
    expect(await noticesOf(owner.user.id, later.id)).toHaveLength(0);
    expect(await statusOf(soon.id)).toBe('active');
    expect((await noticesOf(owner.user.id, past.id))[0]?.title).toBe('انتهى إعلانك');

    expect(await browseIds()).not.toContain(past.id);
    const asOwner = await t.app.inject({
      method: 'GET',
      url: `/api/listings/public/${past.id}`,
      headers: owner.auth,
    });
    expect(asOwner.json().data.status).toBe('expired');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/listings/public/${past.id}` });
    expect(anonymous.statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: '/api/listings/user', headers: owner.auth });
    expect(JSON.stringify(mine.json().data)).toContain(past.id);
  });

  it('renews with one click: live for 60 more days and back in search', async () => {
    const owner = await signIn(t);
    const stranger = await signIn(t);
    const listing = await t.factories.createListing({
      userId: owner.user.id,
      status: 'expired',
      expiresAt: inDays(-2),
    });

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/renew`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(404);
    expect(await statusOf(listing.id)).toBe('expired');

    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/renew`,
      headers: owner.auth,
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.status).toBe('active');
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect((row!.expiresAt.getTime() - Date.now()) / DAY).toBeGreaterThan(59.9);
    expect(row!.expiryNoticeAt).toBeNull();
    expect(await browseIds()).toContain(listing.id);

    // A live listing is public: another person may see it but not renew it.
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/renew`,
      headers: stranger.auth,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('reactivating an expired listing through an edit renews it too', async () => {
    const requests = editRequests(t);
    const owner = await requests.signIn();
    const listing = await t.factories.createListing({
      userId: owner.user.id,
      status: 'expired',
      expiresAt: inDays(-2),
    });
    // The factory's listing has no photo yet: the edit brings one, as every listing must have.
    const response = await requests.send(
      'PUT',
      `/api/listings/${listing.id}`,
      owner.auth,
      { status: 'active' },
      [await photo('#224466')],
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.status).toBe('active');
    expect((row!.expiresAt.getTime() - Date.now()) / DAY).toBeGreaterThan(59.9);
  });

  it('refuses to renew what is sold, and a listing that does not exist', async () => {
    const owner = await signIn(t);
    const sold = await t.factories.createListing({ userId: owner.user.id, status: 'sold' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${sold.id}/renew`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('LISTING_NOT_RENEWABLE');
    expect(await statusOf(sold.id)).toBe('sold');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/listings/00000000-0000-4000-8000-000000000000/renew',
      headers: owner.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});
