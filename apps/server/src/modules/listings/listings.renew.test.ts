import { eq } from 'drizzle-orm';
import { LISTING_EXPIRY_NOTICE_DAYS } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const rowOf = async (id: string) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('a listing’s expiry date', () => {
  it('reaches its owner on My listings and in no public answer', async () => {
    const owner = await signIn(t);
    const stranger = await signIn(t);
    const expiresAt = inDays(2);
    const listing = await t.factories.createListing({ userId: owner.user.id, expiresAt, title: 'Kia Rio' });

    const mine = (await get('/api/listings/user', owner.auth)).json().data;
    expect(mine.items[0]).toMatchObject({ id: listing.id, expiresAt: expiresAt.toISOString() });
    expect(mine.listings[0].expiresAt).toBe(expiresAt.toISOString());

    // The listing page, the browse and the by-ids list: anonymous, another person, the owner too.
    for (const headers of [{}, stranger.auth, owner.auth]) {
      const one = await get(`/api/listings/public/${listing.id}`, headers);
      expect(one.statusCode).toBe(200);
      expect(one.json().data.id).toBe(listing.id);
      expect(one.json().data).not.toHaveProperty('expiresAt');
      const browse = await get('/api/listings?limit=100', headers);
      expect(browse.json().data.items.map((item: { id: string }) => item.id)).toContain(listing.id);
      expect(browse.body).not.toContain('expiresAt');
      const byIds = await get(`/api/listings/by-ids?ids=${listing.id}`, headers);
      expect(byIds.json().data).toHaveLength(1);
      expect(byIds.body).not.toContain('expiresAt');
    }
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/listings/saved',
      headers: stranger.auth,
      payload: { listingId: listing.id },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const favorites = await get('/api/listings/favorites', stranger.auth);
    expect(favorites.json().data.items).toHaveLength(1);
    expect(favorites.body).not.toContain('expiresAt');
  });

  it('renewing an active listing in its notice window moves it 60 days from now, notice mark and all', async () => {
    const owner = await signIn(t);
    const listing = await t.factories.createListing({
      userId: owner.user.id,
      expiresAt: inDays(LISTING_EXPIRY_NOTICE_DAYS - 1),
      expiryNoticeAt: inDays(-1),
    });
    const before = Date.now();
    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/renew`,
      headers: owner.auth,
    });
    expect(renewed.statusCode).toBe(200);
    const answer = renewed.json().data;
    expect(answer.status).toBe('active');
    const days = (Date.parse(answer.expiresAt) - before) / DAY;
    expect(days).toBeGreaterThanOrEqual(60);
    expect(days).toBeLessThan(60.01);

    // One statement wrote the date and cleared the notice mark (so the next one is told again).
    const row = await rowOf(listing.id);
    expect(row.expiresAt.toISOString()).toBe(answer.expiresAt);
    expect(row.expiryNoticeAt).toBeNull();
    expect(row.status).toBe('active');
    const mine = (await get('/api/listings/user', owner.auth)).json().data;
    expect(mine.items.find((item: { id: string }) => item.id === listing.id).expiresAt).toBe(
      answer.expiresAt,
    );
  });

  it('My listings answers the page that holds the listing a link names, if it is the caller’s', async () => {
    const owner = await signIn(t);
    const stranger = await signIn(t);
    // Created oldest first: the newest comes first on page 1, the oldest alone on page 3.
    const oldest = await t.factories.createListing({ userId: owner.user.id, createdAt: inDays(-50) });
    await t.factories.createListing({ userId: owner.user.id, createdAt: inDays(-20) });
    await t.factories.createListing({ userId: owner.user.id, createdAt: inDays(-1) });
    const theirs = await t.factories.createListing({ userId: stranger.user.id });

    const held = (await get(`/api/listings/user?limit=1&listing=${oldest.id}`, owner.auth)).json().data;
    expect(held).toMatchObject({ page: 3, total: 3, hasMore: false });
    expect(held.items.map((item: { id: string }) => item.id)).toEqual([oldest.id]);

    // Another person's listing names no page of mine: `page` decides.
    const other = (await get(`/api/listings/user?limit=1&page=2&listing=${theirs.id}`, owner.auth)).json();
    expect(other.data.page).toBe(2);
    expect(other.data.items[0].id).not.toBe(theirs.id);

    const bad = await get('/api/listings/user?listing=nope', owner.auth);
    expect(bad.statusCode).toBe(400);
  });
});
