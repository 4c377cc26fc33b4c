import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptionRequests } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
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

describe('the create gate', () => {
  it('tells a free user they cannot post (quota 0 by default) and a premium user they can', async () => {
    const free = await signIn();
    const expected = {
      canCreate: false,
      maxListings: 0,
      currentListings: 0,
      isPremium: false,
      userRole: 'PRIVATE_USER',
      listingRestriction: 'LIMIT_REACHED',
    };
    // One shape on both paths: in `data`, and at the top level where the old web client reads it.
    for (const url of ['/api/listings/permission', '/api/user/listing-permission']) {
      expect((await t.app.inject({ url, headers: free.auth })).json()).toEqual({
        success: true,
        data: expected,
        ...expected,
      });
    }
    const premium = await signIn({ premiumUntil: new Date(Date.now() + 86_400_000) });
    for (const url of ['/api/listings/permission', '/api/user/listing-permission']) {
      const body = (await t.app.inject({ url, headers: premium.auth })).json();
      const premiumAnswer = {
        canCreate: true,
        maxListings: null,
        isPremium: true,
        userRole: 'PREMIUM_USER',
        listingRestriction: 'NONE',
      };
      expect(body).toMatchObject({ ...premiumAnswer, data: premiumAnswer });
    }
    const lapsed = await signIn({ premiumUntil: new Date(Date.now() - 86_400_000) });
    expect(
      (await t.app.inject({ url: '/api/user/listing-permission', headers: lapsed.auth })).json(),
    ).toMatchObject({ canCreate: false, userRole: 'PRIVATE_USER' });
    const admin = await signIn({ role: 'ADMIN' });
    expect(
      (await t.app.inject({ url: '/api/user/listing-permission', headers: admin.auth })).json(),
    ).toMatchObject({ canCreate: true, userRole: 'ADMIN', maxListings: null });
    expect((await t.app.inject({ url: '/api/listings/permission' })).statusCode).toBe(401);
  });

  it('files one pending premium request per user', async () => {
    const { user, auth } = await signIn();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/premium',
      headers: auth,
      payload: { note: 'Dealer in Homs' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.status).toBe('pending');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/premium',
      headers: auth,
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(
      await t.db.select().from(subscriptionRequests).where(eq(subscriptionRequests.userId, user.id)),
    ).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/subscriptions/premium', headers: auth })).json().data.id).toBe(
      first.json().data.id,
    );
  });
});
