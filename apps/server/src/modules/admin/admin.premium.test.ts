import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.js';
import { auditOf } from '../../test/admin-audit.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t, { role: 'ADMIN' });
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function fileRequest(overrides: Parameters<typeof signIn>[1] = {}, note = 'Dealer in Homs') {
  const requester = await signIn(t, overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/premium',
    headers: requester.auth,
    payload: { note },
  });
  return { requester, id: response.json().data.id as string };
}
const decide = (id: string, action: 'approve' | 'decline', payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/premium-requests/${id}/${action}`,
    headers: admin.auth,
    payload,
  });
const noticesOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));
const premiumUntilOf = async (userId: string) =>
  (await t.db.select({ until: users.premiumUntil }).from(users).where(eq(users.id, userId)))[0]!.until;

describe('admin premium requests', () => {
  it('lists open requests first, oldest first, with the requester', async () => {
    const older = await fileRequest();
    const newer = await fileRequest();
    const decided = await fileRequest();
    await decide(decided.id, 'decline', { note: 'Unpaid' });
    const response = await t.app.inject({
      url: '/api/admin/premium-requests?limit=100',
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(decided.id));
    expect(response.json().data.items[ids.indexOf(older.id)]).toMatchObject({
      status: 'pending',
      note: 'Dealer in Homs',
      user: { id: older.requester.user.id, email: older.requester.user.email },
    });
    const open = await t.app.inject({
      url: '/api/admin/premium-requests?status=pending&limit=100',
      headers: admin.auth,
    });
    expect(open.json().data.items.every((item: { status: string }) => item.status === 'pending')).toBe(true);
  });

  it('approving grants premium for the period, lets them post, tells them in Arabic and is audited', async () => {
    const { requester, id } = await fileRequest();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings/preferences',
      headers: requester.auth,
      payload: { language: 'ar' },
    });
    const started = Date.now();
    const response = await decide(id, 'approve', { periodDays: 30 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'approved', periodDays: 30 });
    const until = (await premiumUntilOf(requester.user.id))!.getTime();
    expect(until).toBeGreaterThanOrEqual(started + 30 * DAY);
    expect(until).toBeLessThan(started + 31 * DAY);
    const permission = await t.app.inject({ url: '/api/listings/permission', headers: requester.auth });
    expect(permission.json().data).toMatchObject({ canCreate: true, isPremium: true });
    const [notice] = await noticesOf(requester.user.id);
    expect(notice).toMatchObject({ type: 'SYSTEM_NOTICE', title: 'تمت الموافقة على طلب الاشتراك المميز' });
    expect(await auditOf(t, admin, id)).toEqual([
      expect.objectContaining({
        action: 'premiumRequest.approve',
        actor: expect.objectContaining({ id: admin.user.id }),
        before: { status: 'pending', premiumUntil: null },
        after: expect.objectContaining({ status: 'approved', periodDays: 30 }),
      }),
    ]);
    // Decided once: a second decision is refused and writes nothing.
    const again = await decide(id, 'decline', { note: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PREMIUM_REQUEST_DECIDED');
    expect(await auditOf(t, admin, id)).toHaveLength(1);
  });

  it('a period still running is extended from its end, not from today', async () => {
    const running = new Date(Date.now() + 10 * DAY);
    const { requester, id } = await fileRequest({ premiumUntil: running });
    await decide(id, 'approve', { periodDays: 30 });
    expect((await premiumUntilOf(requester.user.id))!.getTime()).toBe(running.getTime() + 30 * DAY);
  });

  it('declining keeps the account as it was and tells the requester the note', async () => {
    const { requester, id } = await fileRequest();
    const response = await decide(id, 'decline', { note: 'Please pay at the Homs office first.' });
    expect(response.json().data).toMatchObject({
      status: 'rejected',
      decisionNote: 'Please pay at the Homs office first.',
    });
    expect(await premiumUntilOf(requester.user.id)).toBeNull();
    const [notice] = await noticesOf(requester.user.id);
    expect(notice).toMatchObject({
      title: 'Your premium request was declined',
      message: 'Please pay at the Homs office first.',
    });
    expect((await auditOf(t, admin, id)).map((entry) => entry.action)).toEqual(['premiumRequest.decline']);
    const mine = await t.app.inject({ url: '/api/subscriptions/premium', headers: requester.auth });
    expect(mine.json().data.status).toBe('rejected');
  });

  it('refuses a bad period, an empty note and an unknown request', async () => {
    const { id } = await fileRequest();
    expect((await decide(id, 'approve', { periodDays: 0 })).statusCode).toBe(400);
    expect((await decide(id, 'decline', { note: '  ' })).statusCode).toBe(400);
    const unknown = await decide('00000000-0000-4000-8000-000000000000', 'approve', { periodDays: 7 });
    expect(unknown.json().error.code).toBe('PREMIUM_REQUEST_NOT_FOUND');
    expect(await auditOf(t, admin, id)).toEqual([]);
  });
});
