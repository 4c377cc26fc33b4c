import { AUTH_LIMITS } from '@souqna/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loginFailures, userSettings, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { startMailSink, type MailSink } from '../../test/mail-sink.js';

let t: TestApp;
let mail: MailSink;
// A second instance on the same database: the counts and locks must hold across instances.
let other: App;
beforeAll(async () => {
  mail = await startMailSink();
  t = await buildTestApp({ SMTP_URL: mail.url });
  other = await buildApp(t.config, { database: t.database });
});
afterAll(async () => {
  await other.close();
  await t.close();
  await mail.close();
});

const WRONG = 'Wrong#Password1';
let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses}`;

function login(
  email: string,
  password: string,
  ip: string,
  options: { app?: App; headers?: Record<string, string> } = {},
) {
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: options.headers,
  });
}

async function createUser() {
  const user = await t.factories.createUser();
  // Sign-in alerts would mix with the lock mail this file counts.
  await t.db.update(userSettings).set({ loginNotifications: false }).where(eq(userSettings.userId, user.id));
  return user;
}

/** Ends a source's wait at once, as if its Retry-After had passed. */
const waitOver = (userId: string) =>
  t.db.update(loginFailures).set({ blockedUntil: new Date() }).where(eq(loginFailures.userId, userId));

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

function expectRetryAfter(response: LightMyRequestResponse, status: number, min: number, max: number) {
  expect(response.statusCode, response.body).toBe(status);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(min);
  expect(seconds).toBeLessThanOrEqual(max);
  expect(response.json().error.details.retryAfterSeconds).toBe(seconds);
}

const deviceCookieOf = (response: LightMyRequestResponse) => {
  const header = String(response.headers['set-cookie']);
  expect(header).toMatch(/^souqna_device=[^;]+; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict/);
  return header.split(';')[0]!;
};

/** Locks the account for unknown sources: one wrong password from each of ten new addresses. */
async function lockByManyAddresses(email: string) {
  const answers = [];
  for (let attempt = 0; attempt < AUTH_LIMITS.lockThreshold; attempt++) {
    // Alternating instances, as behind a load balancer.
    answers.push(await login(email, WRONG, freshAddress(), { app: attempt % 2 ? other : t.app }));
  }
  return answers;
}

describe('login protection: the growing delay', () => {
  it('lets a source try 3 times at once, then makes it wait 2, 4, 8 s (429 with Retry-After)', async () => {
    const user = await createUser();
    const ip = freshAddress();
    for (let attempt = 0; attempt < AUTH_LIMITS.loginFreeAttempts - 1; attempt++) {
      expect((await login(user.email, WRONG, ip)).statusCode).toBe(401);
    }
    expect((await login(user.email, WRONG, ip, { app: other })).statusCode).toBe(401);
    // While it waits even the right password is refused, and no password is checked at all.
    const waiting = await login(user.email, TEST_PASSWORD, ip, { app: other });
    expectRetryAfter(waiting, 429, 1, 2);
    expect(waiting.json().error.code).toBe('RATE_LIMIT');
    for (const wait of [4, 8]) {
      await waitOver(user.id);
      expect((await login(user.email, WRONG, ip)).statusCode).toBe(401);
      expectRetryAfter(await login(user.email, WRONG, ip), 429, wait - 1, wait);
    }
    // Another address is not slowed down by this one.
    expect((await login(user.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('checks at most 3 passwords of 20 sent at once from one source', async () => {
    const user = await createUser();
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login(user.email, WRONG, ip, { app: index % 2 ? other : t.app }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(401), ...Array(17).fill(429)]);
  });

  it('slows a known address down but never locks it, and a success starts it afresh', async () => {
    const user = await createUser();
    const home = freshAddress();
    expect((await login(user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    for (let attempt = 0; attempt < AUTH_LIMITS.lockThreshold + 5; attempt++) {
      await waitOver(user.id);
      expect((await login(user.email, WRONG, home)).statusCode).toBe(401);
    }
    expect((await userRow(user.id)).lockedUntil).toBeNull();
    await waitOver(user.id);
    expect((await login(user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.userId, user.id), eq(loginFailures.source, `address:${home}`)));
    expect(rows).toEqual([]);
  });
});

describe('login protection: the lock for unknown sources', () => {
  it('locks after 10 attempts from unknown sources, mails the owner once, and every 423 says when', async () => {
    const user = await createUser();
    const home = freshAddress();
    const first = await login(user.email, TEST_PASSWORD, home);
    const device = deviceCookieOf(first);
    const bearer = `Bearer ${first.json().data.tokens.accessToken}`;
    const mailsBefore = mail.forAddress(user.email).length;

    const answers = await lockByManyAddresses(user.email);
    expect(answers.slice(0, -1).map((answer) => answer.statusCode)).toEqual(Array(9).fill(401));
    const lockSeconds = AUTH_LIMITS.lockMinutes * 60;
    expectRetryAfter(answers.at(-1)!, 423, lockSeconds - 5, lockSeconds);
    expect(answers.at(-1)!.json().error.code).toBe('ACCOUNT_LOCKED');
    // Strangers stay out on either instance, the right password included.
    for (const app of [t.app, other]) {
      expectRetryAfter(await login(user.email, TEST_PASSWORD, freshAddress(), { app }), 423, 1, lockSeconds);
    }

    // The owner is not: from an address the account knows, with the device cookie from anywhere,
    // or holding a valid session from anywhere.
    expect((await login(user.email, TEST_PASSWORD, home, { app: other })).statusCode).toBe(200);
    const cookie = { cookie: `theme=dark; ${device}` };
    expect((await login(user.email, TEST_PASSWORD, freshAddress(), { headers: cookie })).statusCode).toBe(
      200,
    );
    const session = { authorization: bearer };
    expect((await login(user.email, TEST_PASSWORD, freshAddress(), { headers: session })).statusCode).toBe(
      200,
    );
    // A device cookie of another account counts for nothing here.
    const stranger = deviceCookieOf(await login((await createUser()).email, TEST_PASSWORD, freshAddress()));
    const withTheirs = await login(user.email, TEST_PASSWORD, freshAddress(), {
      headers: { cookie: stranger },
    });
    expect(withTheirs.statusCode).toBe(423);

    const mails = mail.forAddress(user.email).slice(mailsBefore);
    expect(mails.map((sent) => sent.subject)).toEqual(['Your Souqna account was locked for new devices']);
  });

  it('the mailed link unlocks once and makes its browser a known device', async () => {
    const user = await createUser();
    const before = mail.forAddress(user.email).length;
    await lockByManyAddresses(user.email);
    const sent = await mail.nextMail(user.email, before);
    const link = /https?:\/\/\S+\/unlock-account\?token=(\S+)/.exec(sent.text);
    expect(link, sent.text).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    expect(sent.html).toContain('/unlock-account?token=');

    const unlock = (payload: object) =>
      other.inject({ method: 'POST', url: '/api/auth/unlock-account', payload });
    const unlocked = await unlock({ token });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    deviceCookieOf(unlocked);
    expect((await userRow(user.id)).lockedUntil).toBeNull();
    expect((await login(user.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);

    const again = await unlock({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('UNLOCK_LINK_INVALID');
    const forged = `${token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    expect((await unlock({ token: forged })).json().error.code).toBe('UNLOCK_LINK_INVALID');
    const cutShort = await unlock({ token: token.slice(0, 12) });
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json().error.code).toBe('UNLOCK_LINK_INVALID');
  });

  it('mails in the owner’s language', async () => {
    const user = await createUser();
    await t.db.update(userSettings).set({ language: 'ar' }).where(eq(userSettings.userId, user.id));
    const before = mail.forAddress(user.email).length;
    await lockByManyAddresses(user.email);
    const sent = await mail.nextMail(user.email, before);
    expect(sent.subject).toBe('تم قفل حسابك في سوقنا أمام الأجهزة الجديدة');
    expect(sent.html).toContain('dir="rtl"');
  });

  it('forgets attempts from unknown sources after 15 minutes', async () => {
    const user = await createUser();
    await t.db
      .update(users)
      .set({
        failedLoginCount: AUTH_LIMITS.lockThreshold - 1,
        failedLoginWindowStart: new Date(Date.now() - 16 * 60_000),
      })
      .where(eq(users.id, user.id));
    expect((await login(user.email, WRONG, freshAddress())).json().error.code).toBe('INVALID_CREDENTIALS');
    expect((await userRow(user.id)).failedLoginCount).toBe(1);
  });

  it('a password reset lifts the lock', async () => {
    const user = await createUser();
    await lockByManyAddresses(user.email);
    const before = mail.forAddress(user.email).length;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const code = await mail.latestCode(user.email, before);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { email: user.email, code, newPassword: 'Brand#New2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(user.email, 'Brand#New2026', freshAddress())).statusCode).toBe(200);
  });
});
