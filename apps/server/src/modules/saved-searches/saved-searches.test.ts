import { eq } from 'drizzle-orm';
import { SAVED_SEARCH_LIMIT } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../../db/schema/index.js';
import type { MemoryListCache } from '../../platform/cache/memory-list-cache.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { testServiceDeps } from '../../test/service-deps.js';
import { savedSearchesMatching } from './saved-searches.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const serviceDeps = () => testServiceDeps(t);

type Headers = Record<string, string>;
async function signIn() {
  const user = await t.factories.createUser();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { user, auth: { authorization: `Bearer ${response.json().data.tokens.accessToken}` } as Headers };
}
const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) => {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
};
const create = (auth: Headers, payload: object) => call('POST', '/api/saved-searches', auth, payload);
const createdId = async (auth: Headers, payload: object) => {
  const { status, body } = await create(auth, payload);
  expect(status).toBe(201);
  return body.data.id as string;
};
const matchIds = async (auth: Headers, query = '') => {
  const { status, body } = await call('GET', `/api/saved-searches/matches${query}`, auth);
  expect(status).toBe(200);
  return { ...body.data, ids: (body.data.items as { id: string }[]).map((item) => item.id) };
};
const fieldErrors = (body: { error: { details: { fields: { path: string; key: string }[] } } }) =>
  body.error.details.fields.map(({ path, key }) => ({ path, key }));

describe('who may use saved searches', () => {
  it('refuses every endpoint without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all([
      call('GET', '/api/saved-searches'),
      call('GET', '/api/saved-searches/matches'),
      call('POST', '/api/saved-searches', {}, { name: 'Cars', filters: {} }),
      call('PATCH', `/api/saved-searches/${id}`, {}, { name: 'Cars' }),
      call('DELETE', `/api/saved-searches/${id}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it('only ever shows, changes or deletes the caller’s own searches', async () => {
    const owner = await signIn();
    const other = await signIn();
    const id = await createdId(owner.auth, { name: 'Mine', filters: { mainCategory: 'vehicles' } });

    expect((await call('GET', '/api/saved-searches', other.auth)).body.data).toEqual({
      items: [],
      total: 0,
      max: SAVED_SEARCH_LIMIT,
    });
    for (const answer of [
      await call('PATCH', `/api/saved-searches/${id}`, other.auth, { name: 'Taken', alertsEnabled: false }),
      await call('DELETE', `/api/saved-searches/${id}`, other.auth),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('SAVED_SEARCH_NOT_FOUND');
    }
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row).toMatchObject({ userId: owner.user.id, name: 'Mine', alertsEnabled: true });
  });
});

describe('saving, listing, changing and deleting', () => {
  it('keeps the browse filters normalised, without page, size or order, alerts on by default', async () => {
    const { auth } = await signIn();
    const { status, body } = await create(auth, {
      name: '  Corollas in Aleppo ',
      filters: {
        mainCategory: 'VEHICLES',
        subCategory: 'CARS',
        make: 'Toyota',
        model: 'corolla',
        cityCode: 'Aleppo',
        minPrice: '1000',
        query: 'clean',
        page: 3,
        limit: 50,
        sortBy: 'price',
        sortOrder: 'asc',
        excludeId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ name: 'Corollas in Aleppo', alertsEnabled: true });
    expect(body.data.filters).toEqual({
      mainCategory: 'vehicles',
      subCategory: 'CAR',
      make: 'toyota',
      model: 'corolla',
      cityCode: 'aleppo',
      minPrice: 1000,
      currency: 'SYP',
      search: 'clean',
    });
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'alertsEnabled',
        'createdAt',
        'filters',
        'frequency',
        'id',
        'lastSeenAt',
        'name',
        'newMatches',
        'updatedAt',
      ].sort(),
    );
    expect(body.data).toMatchObject({ frequency: 'instant', newMatches: 0 });
  });

  it('lists newest first, renames, toggles alerts and deletes', async () => {
    const { auth } = await signIn();
    const first = await createdId(auth, { name: 'Houses', filters: { mainCategory: 'realEstate' } });
    const second = await createdId(auth, {
      name: 'Cars',
      filters: { mainCategory: 'vehicles' },
      alertsEnabled: false,
    });

    const listed = await call('GET', '/api/saved-searches', auth);
    expect(listed.body.data.items.map((item: { id: string }) => item.id)).toEqual([second, first]);
    expect(listed.body.data).toMatchObject({ total: 2, max: SAVED_SEARCH_LIMIT });
    expect(listed.body.data.items[0].alertsEnabled).toBe(false);

    const renamed = await call('PATCH', `/api/saved-searches/${first}`, auth, { name: 'Flats' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: first, name: 'Flats', alertsEnabled: true });
    const toggled = await call('PATCH', `/api/saved-searches/${first}`, auth, { alertsEnabled: false });
    expect(toggled.body.data).toMatchObject({
      name: 'Flats',
      alertsEnabled: false,
      filters: { mainCategory: 'realEstate' },
    });

    const deleted = await call('DELETE', `/api/saved-searches/${first}`, auth);
    expect(deleted).toEqual({ status: 200, body: { success: true, data: { id: first, deleted: true } } });
    const again = await call('DELETE', `/api/saved-searches/${first}`, auth);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('SAVED_SEARCH_NOT_FOUND');
    const left = await call('GET', '/api/saved-searches', auth);
    expect(left.body.data.items.map((item: { id: string }) => item.id)).toEqual([second]);
  });

  it('refuses bad names, filters, flags and ids with field keys', async () => {
    const { auth } = await signIn();
    const blank = await create(auth, { name: '   ', filters: {} });
    expect(blank.status).toBe(400);
    expect(fieldErrors(blank.body)).toEqual([{ path: 'name', key: 'required' }]);
    const long = await create(auth, { name: 'x'.repeat(61), filters: {} });
    expect(fieldErrors(long.body)).toEqual([{ path: 'name', key: 'tooLong' }]);
    const range = await create(auth, { name: 'Cheap', filters: { minPrice: 500, maxPrice: 100 } });
    expect(fieldErrors(range.body)).toEqual([{ path: 'filters.maxPrice', key: 'tooSmall' }]);
    const flag = await create(auth, { name: 'Cars', filters: {}, alertsEnabled: 'yes' });
    expect(fieldErrors(flag.body)).toEqual([{ path: 'alertsEnabled', key: 'invalidFormat' }]);

    const id = await createdId(auth, { name: 'Exactly sixty'.padEnd(60, '!'), filters: {} });
    const empty = await call('PATCH', `/api/saved-searches/${id}`, auth, {});
    expect(empty.status).toBe(400);
    expect(fieldErrors(empty.body)).toEqual([{ path: 'name', key: 'required' }]);
    const badId = await call('PATCH', '/api/saved-searches/not-a-uuid', auth, { name: 'x' });
    expect(badId.status).toBe(400);
    expect((await call('GET', '/api/saved-searches', auth)).body.data.total).toBe(1);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} per user`, async () => {
    const { auth } = await signIn();
    for (let index = 0; index < SAVED_SEARCH_LIMIT; index++) {
      await createdId(auth, { name: `Search ${index}`, filters: {} });
    }
    const over = await create(auth, { name: 'One more', filters: {} });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('SAVED_SEARCH_LIMIT');
    expect((await call('GET', '/api/saved-searches', auth)).body.data.total).toBe(SAVED_SEARCH_LIMIT);
    // Another user's count is their own.
    await createdId((await signIn()).auth, { name: 'Mine', filters: {} });
  });
});

describe('matches', () => {
  let seller: Awaited<ReturnType<typeof signIn>>;
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  beforeAll(async () => {
    seller = await signIn();
  });

  it('merges every saved search’s public matches, newest first, once each, in pages', async () => {
    const { auth } = await signIn();
    const list = (overrides: Parameters<TestApp['factories']['createListing']>[0]) =>
      t.factories.createListing({ userId: seller.user.id, ...overrides });
    const kiaOld = await list({ createdAt: ago(50), vehicle: { make: 'kia', model: 'rio' } });
    const aleppoFlat = await list({ createdAt: ago(40), cityCode: 'aleppo', areaCode: null, realEstate: {} });
    const kiaInAleppo = await list({
      createdAt: ago(30),
      cityCode: 'aleppo',
      areaCode: null,
      vehicle: { make: 'kia', model: 'rio' },
    });
    await list({ createdAt: ago(20), status: 'sold', vehicle: { make: 'kia', model: 'rio' } });
    await list({ createdAt: ago(10), vehicle: { make: 'hyundai', model: 'elantra' } });

    expect(await matchIds(auth)).toMatchObject({ ids: [], total: 0, hasMore: false });
    await createdId(auth, { name: 'Kias', filters: { mainCategory: 'vehicles', make: 'kia' } });
    await createdId(auth, { name: 'Aleppo', filters: { cityCode: 'aleppo' } });

    expect(await matchIds(auth)).toMatchObject({
      ids: [kiaInAleppo.id, aleppoFlat.id, kiaOld.id],
      total: 3,
      page: 1,
      hasMore: false,
    });
    expect(await matchIds(auth, '?page=1&limit=2')).toMatchObject({
      ids: [kiaInAleppo.id, aleppoFlat.id],
      total: 3,
      limit: 2,
      hasMore: true,
    });
    expect(await matchIds(auth, '?page=2&limit=2')).toMatchObject({
      ids: [kiaOld.id],
      total: 3,
      hasMore: false,
    });
    // Read only as deep as one page, the searches cannot tell their union apart: a floor, flagged.
    expect(await matchIds(auth, '?page=1&limit=1')).toMatchObject({
      ids: [kiaInAleppo.id],
      total: 2,
      totalIsEstimate: true,
      hasMore: true,
    });
    expect((await call('GET', '/api/saved-searches/matches?page=0', auth)).status).toBe(400);
    // One search alone: its own total is exact however deep it was read.
    const single = await signIn();
    await createdId(single.auth, { name: 'Kias', filters: { mainCategory: 'vehicles', make: 'kia' } });
    const firstOfTwo = await matchIds(single.auth, '?page=1&limit=1');
    expect(firstOfTwo).toMatchObject({ ids: [kiaInAleppo.id], total: 2, hasMore: true });
    expect(firstOfTwo).not.toHaveProperty('totalIsEstimate');
    // Someone else's searches never reach the caller's matches.
    expect((await matchIds((await signIn()).auth)).ids).toEqual([]);
  });

  it('finds the searches of other users a listing matches, alerts on or off', async () => {
    const alice = await signIn();
    const bob = await signIn();
    const flats = await createdId(alice.auth, {
      name: 'Homs flats',
      filters: { mainCategory: 'realEstate', cityCode: 'homs' },
    });
    const quiet = await createdId(bob.auth, {
      name: 'Homs quietly',
      filters: { cityCode: 'homs' },
      alertsEnabled: false,
    });
    const anyHoms = await createdId(bob.auth, { name: 'Anything in Homs', filters: { cityCode: 'homs' } });
    const cars = await createdId(bob.auth, {
      name: 'Homs cars',
      filters: { mainCategory: 'vehicles', cityCode: 'homs' },
    });
    const cheap = await createdId(alice.auth, {
      name: 'Cheap Homs',
      filters: { cityCode: 'homs', maxPrice: 10, currency: 'USD' },
    });
    const own = await createdId(seller.auth, { name: 'My own', filters: { cityCode: 'homs' } });

    const flat = await t.factories.createListing({
      userId: seller.user.id,
      cityCode: 'homs',
      areaCode: null,
      realEstate: {},
    });
    const deps = serviceDeps();
    const found = await savedSearchesMatching(deps, flat.id);
    // The seller-narrowed browses behind it leave the shared list cache to the visitors' pages.
    expect((deps.listCache as MemoryListCache).size).toBe(0);
    expect(found.title).toBe(flat.title);
    const ids = found.searches.map((match) => match.id);
    // Earlier tests' unfiltered searches match everything too; these are the ones made here.
    expect(ids).toEqual(expect.arrayContaining([flats, anyHoms, quiet]));
    for (const id of [cars, cheap, own]) expect(ids).not.toContain(id);
    expect(found.searches.find((match) => match.id === flats)).toEqual({
      id: flats,
      userId: alice.user.id,
      name: 'Homs flats',
    });

    const hidden = await t.factories.createListing({
      userId: seller.user.id,
      cityCode: 'homs',
      status: 'inactive',
      realEstate: {},
    });
    expect((await savedSearchesMatching(serviceDeps(), hidden.id)).searches).toEqual([]);
  });
});

describe('API docs', () => {
  it('documents every saved-search path with its body', async () => {
    const { paths } = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>
      >;
    };
    expect(Object.keys(paths['/api/saved-searches'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/saved-searches/{id}'] ?? {}).sort()).toEqual(['delete', 'patch']);
    expect(Object.keys(paths['/api/saved-searches/matches'] ?? {})).toEqual(['get']);
    const body = paths['/api/saved-searches']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties ?? {}).sort()).toEqual([
      'alertsEnabled',
      'filters',
      'frequency',
      'name',
    ]);
    expect(Object.keys(paths['/api/saved-searches/{id}/seen'] ?? {})).toEqual(['post']);
  });
});
