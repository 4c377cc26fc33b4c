import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await t.factories.createUser();
  for (let index = 0; index < 3; index++) await t.factories.createListing({ userId: seller.id });
});
afterAll(() => t.close());

describe('validators on API answers', () => {
  it('answers a repeat request for an unchanged page of listings with a bodiless 304', async () => {
    const first = await t.app.inject({ url: '/api/listings?limit=20', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await t.app.inject({
      url: '/api/listings?limit=20',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    // The same tag names nothing for another answer: it is taken from the body.
    const other = await t.app.inject({ url: '/api/listings?limit=1', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.items).toHaveLength(1);
  });

  it('gives a changed answer a new tag, and keeps signed-in answers private', async () => {
    const { auth } = await signIn(t);
    const read = () => t.app.inject({ url: '/api/users/profile', headers: auth });
    const before = await read();
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-cache');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth,
      payload: { name: 'Rami Haddad' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).toBeUndefined();

    const stale = await t.app.inject({
      url: '/api/users/profile',
      headers: { ...auth, 'if-none-match': before.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.name).toBe('Rami Haddad');
    expect(stale.headers.etag).not.toBe(before.headers.etag);
  });

  it('leaves errors and the validators routes set themselves alone', async () => {
    const missing = await t.app.inject({ url: '/api/listings/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();

    const reference = await t.app.inject({ url: '/api/common/data' });
    expect(reference.headers.etag).toMatch(/^"/);
    expect(reference.headers['cache-control']).toBe('public, max-age=3600');
  });
});
