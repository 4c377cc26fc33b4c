import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t, { role: 'ADMIN' });
});
afterAll(() => t.close());

const as = (who: { auth: Record<string, string> }) => ({ headers: who.auth });

async function auditOf(targetId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log?q=${targetId}`,
    ...as(admin),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.items as {
    action: string;
    actor: { id: string };
    before: unknown;
    after: unknown;
  }[];
}

describe('admin users', () => {
  it('finds users by email, name or phone and filters by status and role', async () => {
    const person = await t.factories.createUser({ name: 'Rania Haddad', phone: '+963944111222' });
    for (const q of [person.email.toUpperCase(), 'rania hadd', '944111']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users?q=${encodeURIComponent(q)}`,
        ...as(admin),
      });
      expect(response.json().data.items.map((user: { id: string }) => user.id)).toContain(person.id);
    }
    const admins = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?role=ADMIN&limit=100',
      ...as(admin),
    });
    const roles = admins.json().data.items.map((user: { role: string }) => user.role);
    expect(new Set(roles)).toEqual(new Set(['ADMIN']));
    const disabled = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?status=disabled&q=${encodeURIComponent(person.email)}`,
      ...as(admin),
    });
    expect(disabled.json().data.total).toBe(0);
  });

  it('disabling ends every session, refuses login with ACCOUNT_DISABLED and is audited; enabling restores it', async () => {
    const target = await signIn(t);
    const disable = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.user.id}/disable`,
      ...as(admin),
    });
    expect(disable.statusCode).toBe(200);
    expect(disable.json().data.status).toBe('disabled');

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', ...as(target) });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.user.email, password: target.user.password },
    });
    expect(login.json().error.code).toBe('ACCOUNT_DISABLED');
    expect(await auditOf(target.user.id)).toEqual([
      expect.objectContaining({
        action: 'user.disable',
        actor: expect.objectContaining({ id: admin.user.id }),
        before: { status: 'active' },
        after: { status: 'disabled' },
      }),
    ]);

    const enable = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.user.id}/enable`,
      ...as(admin),
    });
    expect(enable.json().data.status).toBe('active');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.user.email, password: target.user.password },
    });
    expect(again.statusCode).toBe(200);
    expect((await auditOf(target.user.id)).map((entry) => entry.action)).toEqual([
      'user.enable',
      'user.disable',
    ]);
  });

  it("a disabled seller's listing leaves browsing, trending, the sitemap and its page for everyone but admins, and comes back on enabling", async () => {
    const seller = await t.factories.createUser();
    const listing = await t.factories.createListing({ userId: seller.id, title: 'Zanzibar brass lantern' });
    const found = async () => {
      const byUser = await t.app.inject({ url: `/api/listings?userId=${seller.id}` });
      const newest = await t.app.inject({
        url: `/api/listings?limit=100&mainCategory=${listing.mainCategory}`,
      });
      const trending = await t.app.inject({ url: '/api/listings/trending?limit=20' });
      const sitemap = await t.app.inject({ url: '/sitemap.xml' });
      const detail = await t.app.inject({ url: `/api/listings/public/${listing.id}` });
      const adminDetail = await t.app.inject({ url: `/api/listings/public/${listing.id}`, ...as(admin) });
      return [
        ...[byUser.json().data.items, newest.json().data.items, trending.json().data].map((items) =>
          (items as { id: string }[]).some((item) => item.id === listing.id),
        ),
        sitemap.body.includes(listing.id),
        detail.statusCode,
        adminDetail.statusCode,
      ];
    };
    expect(await found()).toEqual([true, true, true, true, 200, 200]);
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${seller.id}/disable`, ...as(admin) });
    // Admins still see it: it is hidden, not gone, and enabling gives back exactly what was there.
    expect(await found()).toEqual([false, false, false, false, 404, 200]);
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${seller.id}/enable`, ...as(admin) });
    expect(await found()).toEqual([true, true, true, true, 200, 200]);
  });

  it('answers 404 for an unknown user and refuses an admin disabling themself, writing nothing', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/disable',
      ...as(admin),
    });
    expect(unknown.json().error.code).toBe('USER_NOT_FOUND');
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${admin.user.id}/disable`,
      ...as(admin),
    });
    expect(self.statusCode).toBe(403);
    expect(await auditOf(admin.user.id)).toEqual([]);
  });
});

describe('admin exchange rate', () => {
  it('a new rate is in effect at once, kept in the history and audited', async () => {
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/admin/exchange-rates',
      payload: { rate: 13250.5 },
      ...as(admin),
    });
    expect(set.statusCode).toBe(201);
    const { id } = set.json().data as { id: string };

    const current = await t.app.inject({ method: 'GET', url: '/api/common/exchange-rate' });
    expect(current.json().data.rate).toBe(13250.5);
    const history = await t.app.inject({ method: 'GET', url: '/api/admin/exchange-rates', ...as(admin) });
    expect(history.json().data.items[0]).toMatchObject({ id, rate: 13250.5, setBy: { id: admin.user.id } });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'exchangeRate.set', after: { rate: 13250.5 } }),
    ]);
  });

  it('refuses a rate that is not positive and changes nothing', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/exchange-rates', ...as(admin) });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/exchange-rates',
      payload: { rate: -5 },
      ...as(admin),
    });
    expect(bad.statusCode).toBe(400);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/exchange-rates', ...as(admin) });
    expect(after.json().data.items).toEqual(before.json().data.items);
  });
});
