import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../platform/events/event-bus.js';
import { favorites, listings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import type { ListingOverrides } from '../../test/factories.js';

let t: TestApp;
const savedEvents: DomainEvents['listing.saved'][] = [];
beforeAll(async () => {
  t = await buildTestApp();
  t.app.services.events.on('listing.saved', (payload) => void savedEvents.push(payload));
});
afterAll(() => t.close());
beforeEach(() => void savedEvents.splice(0));

async function signIn(overrides: Parameters<TestApp['factories']['createUser']>[0] = {}) {
  const user = await t.factories.createUser(overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { user, auth: { authorization: `Bearer ${response.json().data.tokens.accessToken}` } };
}

type Headers = Record<string, string>;
const call = async (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) => {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
};
const save = (id: string, auth: Headers) => call('POST', `/api/listings/saved/${id}`, auth);
const saveByBody = (id: string, auth: Headers) =>
  call('POST', '/api/listings/saved', auth, { listingId: id });
const unsave = (id: string, auth: Headers) => call('DELETE', `/api/listings/saved/${id}`, auth);
const listIds = async (url: string, auth: Headers) => {
  const { status, body } = await call('GET', url, auth);
  expect(status).toBe(200);
  return (body.data.items as { id: string }[]).map((item) => item.id);
};

const countOf = async (id: string) =>
  (await t.db.select({ count: listings.favoritesCount }).from(listings).where(eq(listings.id, id)))[0]?.count;
const rowsOf = async (userId: string, listingId: string) =>
  (
    await t.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
  ).length;

let seller: Awaited<ReturnType<typeof signIn>>;
let buyer: Awaited<ReturnType<typeof signIn>>;
const listingOf = async (overrides: ListingOverrides = {}) =>
  t.factories.createListing({ userId: seller.user.id, ...overrides });
beforeAll(async () => {
  seller = await signIn();
  buyer = await signIn();
});

describe('saving a listing', () => {
  it('saves by path and by body, keeping one row and an exact count whatever the repeats', async () => {
    const listing = await listingOf();
    const first = await save(listing.id, buyer.auth);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      data: {
        id: listing.id,
        saved: true,
        listing: { id: listing.id, favorites: 1, userId: seller.user.id },
      },
    });
    expect(savedEvents).toEqual([
      { listingId: listing.id, ownerId: seller.user.id, userId: buyer.user.id, title: listing.title },
    ]);

    const again = await saveByBody(listing.id, buyer.auth);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: listing.id, saved: true, listing: { favorites: 1 } });
    expect(await rowsOf(buyer.user.id, listing.id)).toBe(1);
    expect(await countOf(listing.id)).toBe(1);
    expect(savedEvents).toHaveLength(1);

    const other = await signIn();
    expect((await saveByBody(listing.id, other.auth)).body.data.listing.favorites).toBe(2);
    expect(await countOf(listing.id)).toBe(2);
    expect(savedEvents).toHaveLength(2);
  });

  it('keeps one row and a count of one when the same save arrives twice at once', async () => {
    const listing = await listingOf();
    const answers = await Promise.all([save(listing.id, buyer.auth), saveByBody(listing.id, buyer.auth)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await rowsOf(buyer.user.id, listing.id)).toBe(1);
    expect(await countOf(listing.id)).toBe(1);
    expect(savedEvents).toHaveLength(1);
  });

  it('lets owners save their own listing without telling themselves', async () => {
    const listing = await listingOf();
    expect((await save(listing.id, seller.auth)).status).toBe(200);
    expect(await countOf(listing.id)).toBe(1);
    expect(savedEvents).toEqual([]);
  });

  it('leaves the listing’s updatedAt alone', async () => {
    const listing = await listingOf({ updatedAt: new Date(Date.UTC(2026, 0, 1)) });
    const { body } = await save(listing.id, buyer.auth);
    expect(body.data.listing.updatedAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('answers 404 for a missing listing and for another seller’s hidden one, saving nothing', async () => {
    for (const status of ['inactive', 'pending'] as const) {
      const hidden = await listingOf({ status });
      const response = await save(hidden.id, buyer.auth);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('LISTING_NOT_FOUND');
      expect(await rowsOf(buyer.user.id, hidden.id)).toBe(0);
      expect(await countOf(hidden.id)).toBe(0);
    }
    const missing = await saveByBody('00000000-0000-4000-8000-000000000000', buyer.auth);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('LISTING_NOT_FOUND');
    expect(savedEvents).toEqual([]);
  });

  it('saves sold listings and the owner’s own inactive ones', async () => {
    const sold = await listingOf({ status: 'sold' });
    expect((await save(sold.id, buyer.auth)).status).toBe(200);
    const mine = await listingOf({ status: 'inactive' });
    expect((await save(mine.id, seller.auth)).status).toBe(200);
  });

  it('refuses bad ids and bodies with 400', async () => {
    expect((await save('not-a-uuid', buyer.auth)).status).toBe(400);
    const noBody = await call('POST', '/api/listings/saved', buyer.auth, {});
    expect(noBody.status).toBe(400);
    expect(noBody.body.error.code).toBe('VALIDATION_ERROR');
  });
});

describe('removing a saved listing', () => {
  it('removes it, decrements once, and answers 200 when nothing is left to remove', async () => {
    const listing = await listingOf();
    await save(listing.id, buyer.auth);
    await save(listing.id, seller.auth);
    expect(await countOf(listing.id)).toBe(2);

    const removed = await unsave(listing.id, buyer.auth);
    expect(removed).toEqual({
      status: 200,
      body: { success: true, data: { message: 'Removed from favorites', saved: false } },
    });
    expect(await rowsOf(buyer.user.id, listing.id)).toBe(0);
    expect(await countOf(listing.id)).toBe(1);

    expect((await unsave(listing.id, buyer.auth)).status).toBe(200);
    expect(await countOf(listing.id)).toBe(1);
    expect((await unsave('00000000-0000-4000-8000-000000000000', buyer.auth)).status).toBe(200);
  });

  it('saves again after a removal, telling the owner again', async () => {
    const listing = await listingOf();
    await save(listing.id, buyer.auth);
    await unsave(listing.id, buyer.auth);
    expect((await save(listing.id, buyer.auth)).body.data.listing.favorites).toBe(1);
    expect(await countOf(listing.id)).toBe(1);
    expect(savedEvents).toHaveLength(2);
  });
});

describe('reading the saved listings', () => {
  it('lists the latest saved first, in both readings, only what the reader may see', async () => {
    const reader = await signIn();
    const make = async (overrides: ListingOverrides = {}) => (await listingOf(overrides)).id;
    const [oldest, hiddenLater, middle, sold, deleted] = [
      await make(),
      await make(),
      await make(),
      await make(),
      await make(),
    ];
    const own = (await t.factories.createListing({ userId: reader.user.id, status: 'inactive' })).id;
    for (const id of [oldest, hiddenLater, middle, own, sold, deleted]) {
      expect((await save(id, reader.auth)).status).toBe(200);
    }
    // After saving: another seller hides one, marks one sold and deletes one.
    await t.db.update(listings).set({ status: 'inactive' }).where(eq(listings.id, hiddenLater));
    await t.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, sold));
    await t.app.inject({ method: 'DELETE', url: `/api/listings/${deleted}`, headers: seller.auth });

    const expected = [sold, own, middle, oldest];
    const canonical = await call('GET', '/api/listings/favorites', reader.auth);
    expect(canonical.status).toBe(200);
    expect(canonical.body.data.total).toBe(4);
    expect(canonical.body.data.favorites).toEqual(canonical.body.data.items);
    expect(await listIds('/api/listings/favorites', reader.auth)).toEqual(expected);
    expect(await listIds('/api/listings/save', reader.auth)).toEqual(expected);
    const ids = await call('GET', '/api/listings/saved/ids', reader.auth);
    expect(ids).toEqual({ status: 200, body: { success: true, data: { ids: expected } } });

    // Hidden, not forgotten: it comes back when its seller shows it again.
    await t.db.update(listings).set({ status: 'active' }).where(eq(listings.id, hiddenLater));
    expect(await listIds('/api/listings/favorites', reader.auth)).toEqual([
      sold,
      own,
      middle,
      hiddenLater,
      oldest,
    ]);
  });

  it('pages as every list does (DESIGN.md 3), counting only what the reader may see', async () => {
    const reader = await signIn();
    const saved: string[] = [];
    for (let index = 0; index < 5; index++) {
      const id = (await listingOf()).id;
      expect((await save(id, reader.auth)).status).toBe(200);
      saved.unshift(id);
    }
    const hidden = saved[1]!;
    await t.db.update(listings).set({ status: 'inactive' }).where(eq(listings.id, hidden));
    const visible = saved.filter((id) => id !== hidden);
    for (const url of ['/api/listings/favorites', '/api/listings/save']) {
      const first = await call('GET', `${url}?page=1&limit=3`, reader.auth);
      expect(first.body.data).toMatchObject({ total: 4, page: 1, limit: 3, hasMore: true });
      expect(first.body.data.favorites).toEqual(first.body.data.items);
      const second = await call('GET', `${url}?page=2&limit=3`, reader.auth);
      expect(second.body.data).toMatchObject({ total: 4, page: 2, limit: 3, hasMore: false });
      const ids = [...first.body.data.items, ...second.body.data.items].map(
        (item: { id: string }) => item.id,
      );
      expect(ids).toEqual(visible);
      const past = await call('GET', `${url}?page=9&limit=3`, reader.auth);
      expect(past.body.data).toMatchObject({ items: [], total: 4, hasMore: false });
    }
  });

  it('refuses a page or limit out of range with the field named', async () => {
    for (const query of ['page=0', 'limit=0', 'limit=101', 'page=abc']) {
      const response = await call('GET', `/api/listings/favorites?${query}`, buyer.auth);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(response.body.error.details.fields[0].path).toBe(query.split('=')[0]);
    }
  });

  it('is empty for someone who saved nothing', async () => {
    const fresh = await signIn();
    const { body } = await call('GET', '/api/listings/favorites', fresh.auth);
    expect(body.data).toEqual({ favorites: [], items: [], total: 0, page: 1, limit: 10, hasMore: false });
    expect((await call('GET', '/api/listings/saved/ids', fresh.auth)).body.data).toEqual({ ids: [] });
  });

  it('accepts the reader’s own userId and refuses anyone else’s, admins included', async () => {
    const listing = await listingOf();
    await save(listing.id, buyer.auth);
    const own = `userId=${buyer.user.id}`;
    expect(await listIds(`/api/listings/favorites?${own}`, buyer.auth)).toContain(listing.id);
    expect(await listIds(`/api/listings/save?${own}`, buyer.auth)).toContain(listing.id);

    const admin = await signIn({ role: 'ADMIN' });
    for (const url of ['/api/listings/favorites', '/api/listings/save', '/api/listings/saved/ids']) {
      for (const auth of [seller.auth, admin.auth]) {
        const response = await call('GET', `${url}?userId=${buyer.user.id}`, auth);
        expect(response.status, url).toBe(403);
        expect(response.body.error.code).toBe('FORBIDDEN');
      }
    }
  });
});

describe('who may call', () => {
  it('answers 401 to visitors on every favourites route', async () => {
    const listing = await listingOf();
    const routes = [
      ['GET', '/api/listings/favorites'],
      ['GET', '/api/listings/save'],
      ['GET', '/api/listings/saved/ids'],
      ['POST', `/api/listings/saved/${listing.id}`],
      ['DELETE', `/api/listings/saved/${listing.id}`],
    ] as const;
    for (const [method, url] of routes) {
      const response = await call(method, url);
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.body.error.code).toBe('UNAUTHORIZED');
    }
    const byBody = await call('POST', '/api/listings/saved', {}, { listingId: listing.id });
    expect(byBody.status).toBe(401);
    expect(await countOf(listing.id)).toBe(0);
  });
});

describe('routes beside /listings/:id', () => {
  it('never reach the listing routes: removing a saved listing keeps the listing', async () => {
    const listing = await listingOf();
    await save(listing.id, seller.auth);
    expect((await unsave(listing.id, seller.auth)).body.data.saved).toBe(false);
    expect((await call('GET', `/api/listings/public/${listing.id}`)).status).toBe(200);
  });

  it('documents every favourites path', async () => {
    const docs = (await t.app.inject('/api/docs/json')).json();
    const paths = Object.keys(docs.paths);
    expect(docs.paths['/api/listings/saved/{id}'].post.description).toMatch(/^Idempotent/);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/listings/favorites',
        '/api/listings/save',
        '/api/listings/saved',
        '/api/listings/saved/ids',
        '/api/listings/saved/{id}',
      ]),
    );
  });
});
