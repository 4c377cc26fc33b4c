import { isStorableText } from '@souqna/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { stringLeaves, type AnySchema } from '../../test/fuzz/schema-walk.js';
import { multipartBody } from '../../test/multipart.js';
import { signIn } from '../../test/sign-in.js';
import { tableSnapshotter, type TableSnapshot } from '../../test/table-snapshot.js';

let t: TestApp;
let snapshot: () => Promise<TableSnapshot>;
let user: Awaited<ReturnType<typeof signIn>>;
let listingId: string;
beforeAll(async () => {
  t = await buildTestApp();
  snapshot = await tableSnapshotter(t.db);
  user = await signIn(t, { premiumUntil: new Date(Date.now() + 86_400_000) });
  listingId = (await t.factories.createListing({ userId: user.user.id })).id;
});
afterAll(() => t.close());

let before: TableSnapshot;
beforeEach(async () => {
  before = await snapshot();
});

type Inject = InjectOptions;
const send = (request: Inject) => t.app.inject({ ...request, headers: { ...user.auth, ...request.headers } });

// Lone surrogates cannot be written in a JS string literal that JSON.stringify keeps: raw JSON.
const rawJson = (text: string) => ({ payload: text, headers: { 'content-type': 'application/json' } });

describe('text the database cannot keep (U+0000, lone surrogates)', () => {
  it('is refused by every string a request schema of any route reads', () => {
    const carriesCheck = (leaf: AnySchema) => {
      const def = (leaf as z.core.$ZodString)._zod.def;
      const format = (def as { format?: string }).format;
      const refusesUnstorable = (def.checks ?? []).some(
        (check) => (check._zod.def as { fn?: unknown }).fn === isStorableText,
      );
      return refusesUnstorable || format === 'uuid' || format === 'email';
    };
    const unchecked: string[] = [];
    for (const route of t.routes) {
      const schema = (route.schema ?? {}) as Record<string, AnySchema | undefined>;
      for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
        const leaves = schema[part] ? stringLeaves(schema[part]) : [];
        if (leaves.some((leaf) => !carriesCheck(leaf)))
          unchecked.push(`${String(route.method)} ${route.url} ${part}`);
      }
    }
    expect(unchecked, 'string fields built on z.string() instead of storableString').toEqual([]);
    expect(t.routes.filter((route) => route.schema?.body).length).toBeGreaterThan(10);
  });

  const nul = 'Damascus \u0000 Mezzeh';
  const cases: [string, () => Inject, string][] = [
    [
      'register',
      () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'nul@example.com', password: 'Str0ng#Pass', name: nul },
      }),
      'name',
    ],
    [
      'contact',
      () => ({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Rami', email: 'rami@example.com', subject: 'Hello', message: `A long ${nul}` },
      }),
      'message',
    ],
    ['profile (JSON)', () => ({ method: 'PUT', url: '/api/users/profile', payload: { bio: nul } }), 'bio'],
    [
      'profile (lone surrogate)',
      () => ({ method: 'PATCH', url: '/api/users/profile', ...rawJson('{"city":"Homs \\ud800"}') }),
      'city',
    ],
    [
      'listing edit (details in JSON)',
      () => ({ method: 'PUT', url: `/api/listings/${listingId}`, payload: { details: { color: nul } } }),
      'details.color',
    ],
    [
      'listing edit (a key of the details)',
      () => ({
        method: 'PATCH',
        url: `/api/listings/${listingId}`,
        ...rawJson('{"details":{"x\\udc00":1}}'),
      }),
      'details.x\uFFFD',
    ],
    [
      'report',
      () => ({
        method: 'POST',
        url: `/api/listings/${listingId}/report`,
        payload: { reason: 'SPAM', details: nul },
      }),
      'details',
    ],
    [
      'saved search name',
      () => ({ method: 'POST', url: '/api/saved-searches', payload: { name: nul, filters: {} } }),
      'name',
    ],
    [
      'saved search filters',
      () => ({
        method: 'POST',
        url: '/api/saved-searches',
        ...rawJson('{"name":"Cars","filters":{"search":"toyota \\udc00"}}'),
      }),
      'filters.search',
    ],
    [
      'settings section',
      () => ({ method: 'PATCH', url: '/api/users/settings/preferences', payload: { timezone: `UTC${nul}` } }),
      'timezone',
    ],
    ['browse query', () => ({ method: 'GET', url: '/api/listings?search=toyota%00' }), 'search'],
    ['suggestions query', () => ({ method: 'GET', url: '/api/listings/suggestions?query=%00' }), 'query'],
  ];

  it.each(cases)('%s: 400 naming the field, nothing stored', async (_name, request, path) => {
    const response = await send(request());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.details.fields).toContainEqual(
      expect.objectContaining({ path, key: 'invalidCharacters' }),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('a multipart form: a plain field and a field of the details JSON', async () => {
    const fields = {
      title: 'Kia Rio',
      description: 'Clean car',
      price: '5000',
      category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
      location: 'Damascus',
      details: JSON.stringify({ make: 'kia', model: 'rio', color: `white ${nul}` }),
    };
    for (const [form, path] of [
      [{ ...fields, location: nul }, 'location'],
      [fields, 'details.color'],
    ] as const) {
      const response = await send({ method: 'POST', url: '/api/listings', ...(await multipartBody(form)) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.details.fields).toContainEqual(
        expect.objectContaining({ path, key: 'invalidCharacters' }),
      );
    }
    const profile = await multipartBody({ street: nul });
    const response = await send({ method: 'PUT', url: '/api/users/profile', ...profile });
    expect(response.json().error.details.fields).toEqual([expect.objectContaining({ path: 'street' })]);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps every other character: tabs, new lines, Arabic, emoji, direction marks', async () => {
    const bio = 'سطر\tأول\nsecond line 🚗 \u200f+963\u200e';
    expect(isStorableText(bio)).toBe(true);
    const response = await send({ method: 'PUT', url: '/api/users/profile', payload: { bio } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.bio).toBe(bio);
  });
});

describe('profile updates with nothing to change', () => {
  it.each([{}, { favouriteColour: 'teal', email: 'someone-else@example.com' }])(
    'PUT and PATCH %j answer the unchanged profile',
    async (payload) => {
      const current = (await send({ method: 'GET', url: '/api/users/profile' })).json().data;
      for (const method of ['PUT', 'PATCH'] as const) {
        const response = await send({ method, url: '/api/users/profile', payload });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual(current);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it('an empty multipart form is the same no-op', async () => {
    const response = await send({ method: 'PUT', url: '/api/users/profile', ...(await multipartBody({})) });
    expect(response.statusCode, response.body).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});

describe('multipart bodies that cannot be read', () => {
  const part = '--edge\r\nContent-Disposition: form-data; name="bio"\r\n\r\nhello';
  const bodies = [
    ['no boundary', 'multipart/form-data', part],
    ['cut short', 'multipart/form-data; boundary=edge', part],
  ] as const;
  const routes = () =>
    [
      ['PUT', '/api/users/profile'],
      ['POST', '/api/listings'],
      ['PUT', `/api/listings/${listingId}`],
    ] as const;

  it.each(bodies)('%s: 400 on every form route, nothing stored', async (_name, contentType, payload) => {
    for (const [method, url] of routes()) {
      const response = await send({ method, url, payload, headers: { 'content-type': contentType } });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json().error.code).toBe('BAD_REQUEST');
    }
    expect(await snapshot()).toEqual(before);
  });
});
