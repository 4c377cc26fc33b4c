import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@souqna/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { notify } from './notifications.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let addresses = 0;
const address = () => `10.44.${(++addresses >> 8) & 255}.${addresses & 255}`;

async function signIn(overrides: Parameters<TestApp['factories']['createUser']>[0] = {}) {
  const user = await t.factories.createUser(overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address(),
    payload: { email: user.email, password: user.password },
  });
  return { user, auth: { authorization: `Bearer ${response.json().data.tokens.accessToken}` } };
}
type Person = Awaited<ReturnType<typeof signIn>>;

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Person, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: address(),
    headers: who?.auth ?? {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Notifications made the way every module makes them, one per title. */
async function give(person: Person, type: NotificationType, ...titles: string[]) {
  const made = [];
  for (const title of titles) {
    made.push(
      ...(await notify({ db: t.db, log: t.app.log }, [person.user.id], { type }, () => ({
        title,
        message: `${title}, in full`,
      }))),
    );
  }
  return made.map((notification) => notification.id);
}

describe('GET /api/notifications', () => {
  it('pages the caller’s own, newest first, with spec section 3’s fields and the unread count', async () => {
    const me = await signIn();
    const other = await signIn();
    await give(other, 'SYSTEM_NOTICE', 'Not yours');
    await give(me, 'PRICE_UPDATE', 'First', 'Second');
    await give(me, 'LISTING_SOLD', 'Third');

    const { status, body } = await call('GET', '/api/notifications?page=1&limit=2', me);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      total: 3,
      page: 1,
      limit: 2,
      hasMore: true,
      pagination: { page: 1, limit: 2, total: 3 },
      unreadCount: 3,
    });
    expect(body.data.items.map((item: { title: string }) => item.title)).toEqual(['Third', 'Second']);
    expect(Object.keys(body.data.items[0]).sort()).toEqual(
      [
        'id',
        'userId',
        'type',
        'title',
        'message',
        'content',
        'read',
        'readAt',
        'relatedId',
        'targetId',
        'listingId',
        'count',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(body.data.items[0]).toMatchObject({
      userId: me.user.id,
      type: 'LISTING_SOLD',
      message: 'Third, in full',
      content: 'Third, in full',
      read: false,
    });

    const last = await call('GET', '/api/notifications?page=2&limit=2', me);
    expect(last.body.data).toMatchObject({ hasMore: false, items: [{ title: 'First' }] });
  });

  it('filters by type, keeps the unread count of every type, and refuses an unknown type', async () => {
    const me = await signIn();
    await give(me, 'PRICE_UPDATE', 'Cheaper');
    await give(me, 'NEW_MESSAGE', 'Hello');
    const { body } = await call('GET', '/api/notifications?type=NEW_MESSAGE', me);
    expect(body.data).toMatchObject({ total: 1, unreadCount: 2, items: [{ title: 'Hello' }] });
    expect((await call('GET', '/api/notifications?type=NOPE', me)).status).toBe(400);
    expect((await call('GET', '/api/notifications?limit=0', me)).status).toBe(400);
  });

  it('answers 401 without a sign-in', async () => {
    expect((await call('GET', '/api/notifications')).status).toBe(401);
  });
});

describe('one notification', () => {
  it('reads, marks read and unread, and deletes one of the caller’s own', async () => {
    const me = await signIn();
    const [id] = await give(me, 'LISTING_CREATED', 'Live');
    expect((await call('GET', `/api/notifications/${id}`, me)).body.data).toMatchObject({ id, read: false });

    const read = await call('PUT', `/api/notifications/${id}/read`, me);
    expect(read.body.data).toMatchObject({ id, read: true });
    expect(read.body.data.readAt).toEqual(expect.any(String));
    expect((await call('GET', '/api/notifications', me)).body.data.unreadCount).toBe(0);

    const unread = await call('PUT', `/api/notifications/${id}`, me, { read: false });
    expect(unread.body.data).toMatchObject({ read: false, readAt: null });
    expect((await call('PUT', `/api/notifications/${id}`, me)).body.data.read).toBe(true);
    expect((await call('PUT', `/api/notifications/${id}`, me, { read: 'yes' })).status).toBe(400);

    expect((await call('DELETE', `/api/notifications/${id}`, me)).body.data).toEqual({ id, deleted: true });
    expect((await call('GET', `/api/notifications/${id}`, me)).status).toBe(404);
    expect((await call('DELETE', `/api/notifications/${id}`, me)).status).toBe(404);
  });

  it('answers 404 for another user’s id on every path, and changes nothing of theirs', async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const admin = await signIn({ role: 'ADMIN' });
    const [id] = await give(owner, 'PRICE_UPDATE', 'Mine');
    for (const who of [stranger, admin]) {
      expect((await call('GET', `/api/notifications/${id}`, who)).body.error.code).toBe(
        'NOTIFICATION_NOT_FOUND',
      );
      expect((await call('PUT', `/api/notifications/${id}`, who, { read: true })).status).toBe(404);
      expect((await call('PUT', `/api/notifications/${id}/read`, who)).status).toBe(404);
      expect((await call('DELETE', `/api/notifications/${id}`, who)).status).toBe(404);
      await call('PUT', '/api/notifications/read-all', who);
      await call('DELETE', '/api/notifications', who);
    }
    expect((await call('GET', `/api/notifications/${id}`, owner)).body.data).toMatchObject({ read: false });
    expect((await call('GET', `/api/notifications/${randomUUID()}`, owner)).status).toBe(404);
    expect((await call('GET', '/api/notifications/not-a-uuid', owner)).status).toBe(400);
  });
});

describe('all at once', () => {
  it('marks all read, then clears all, only the caller’s', async () => {
    const me = await signIn();
    const other = await signIn();
    await give(me, 'PRICE_UPDATE', 'One', 'Two');
    await give(other, 'PRICE_UPDATE', 'Theirs');

    expect((await call('PUT', '/api/notifications/read-all', me)).body.data).toEqual({
      changed: 2,
      unreadCount: 0,
    });
    const mine = await call('GET', '/api/notifications', me);
    expect(mine.body.data.items.every((item: { read: boolean }) => item.read)).toBe(true);

    expect((await call('DELETE', '/api/notifications', me)).body.data).toEqual({
      changed: 2,
      unreadCount: 0,
    });
    expect((await call('GET', '/api/notifications', me)).body.data).toMatchObject({ total: 0, items: [] });
    expect((await call('GET', '/api/notifications', other)).body.data).toMatchObject({
      total: 1,
      unreadCount: 1,
    });
  });
});

describe('POST /api/notifications', () => {
  it('lets an admin announce to every active account but themselves', async () => {
    const admin = await signIn({ role: 'ADMIN' });
    const reader = await signIn();
    const quiet = await signIn();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings/notifications',
      headers: quiet.auth,
      remoteAddress: address(),
      payload: { generalUpdates: false },
    });
    const disabled = await t.factories.createUser({ status: 'disabled' });

    const sent = await call('POST', '/api/notifications', admin, {
      title: 'Maintenance tonight',
      message: 'Souqna is down from 2 to 3.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.sent).toBeGreaterThanOrEqual(1);

    const { body } = await call('GET', '/api/notifications', reader);
    expect(body.data.items[0]).toMatchObject({ type: 'SYSTEM_ANNOUNCEMENT', title: 'Maintenance tonight' });
    expect((await call('GET', '/api/notifications', admin)).body.data.total).toBe(0);
    // General updates off: no announcements.
    expect((await call('GET', '/api/notifications', quiet)).body.data.total).toBe(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, disabled.id))).toEqual([]);
  });

  it('warns one user, who hears of it whatever their toggles', async () => {
    const admin = await signIn({ role: 'ADMIN' });
    const target = await signIn();
    const bystander = await signIn();
    const sent = await call('POST', '/api/notifications', admin, {
      type: 'ACCOUNT_WARNING',
      userId: target.user.id,
      title: 'Please follow the rules',
      message: 'Your last listing had a phone number in its title.',
    });
    expect(sent.body.data).toEqual({ sent: 1 });
    expect((await call('GET', '/api/notifications', target)).body.data.items[0]).toMatchObject({
      type: 'ACCOUNT_WARNING',
    });
    expect((await call('GET', '/api/notifications', bystander)).body.data.total).toBe(0);
  });

  it('refuses others (403), a warning to nobody (400), an unknown user (404) and empty text (400)', async () => {
    const admin = await signIn({ role: 'ADMIN' });
    const user = await signIn();
    const body = { title: 'Hi', message: 'Hello' };
    expect((await call('POST', '/api/notifications', user, body)).status).toBe(403);
    expect((await call('POST', '/api/notifications', undefined, body)).status).toBe(401);
    expect(
      (await call('POST', '/api/notifications', admin, { ...body, type: 'ACCOUNT_WARNING' })).status,
    ).toBe(400);
    expect((await call('POST', '/api/notifications', admin, { ...body, userId: randomUUID() })).status).toBe(
      404,
    );
    const empty = await call('POST', '/api/notifications', admin, { title: ' ', message: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.fields[0]).toMatchObject({ path: 'title', key: 'required' });
    expect((await call('GET', '/api/notifications', user)).body.data.total).toBe(0);
  });
});
