import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens, userSettings, verificationCodes } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { startMailSink, type MailSink } from '../../test/mail-sink.js';

let t: TestApp;
let mail: MailSink;
beforeAll(async () => {
  mail = await startMailSink();
  t = await buildTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const login = (email: string, password = TEST_PASSWORD, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('signs in with {user, tokens} and no secret in the user', async () => {
    const user = await t.factories.createUser();
    const response = await login(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'USER',
      preferences: { language: 'en', theme: 'light', latinDigits: false },
    });
    expect(JSON.stringify(data.user)).not.toMatch(/argon2|passwordHash|failedLogin/);
    expect(data.tokens).toMatchObject({ expiresIn: 900 });
    const [session] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(session!.tokenHash).not.toBe(data.tokens.refreshToken);
  });

  it('mails a sign-in alert when login notifications are on, and none when off', async () => {
    const on = await t.factories.createUser();
    await login(on.email);
    const alert = await mail.nextMail(on.email, 0);
    expect(alert.subject).toBe('New sign-in to your Souqna account');
    expect(alert.text).toContain('10.0.0.1');

    const off = await t.factories.createUser();
    await t.db.update(userSettings).set({ loginNotifications: false }).where(eq(userSettings.userId, off.id));
    expect((await login(off.email)).statusCode).toBe(200);
    expect(mail.forAddress(off.email)).toHaveLength(0);
  });

  it('tells an unknown email apart with the spec text', async () => {
    const response = await login('nobody@example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'USER_NOT_FOUND',
      message: 'No account found with this email. Please check your email or create a new account.',
    });
  });

  it('refuses a wrong password with the spec text (login protection: auth.login-protection.test.ts)', async () => {
    const user = await t.factories.createUser();
    const response = await login(user.email, 'Wrong#Password1');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password. Please try again.',
    });
  });

  it('refuses a disabled account with the spec text, only after the right password', async () => {
    const user = await t.factories.createUser({ status: 'disabled' });
    expect((await login(user.email, 'Wrong#Password1')).json().error.code).toBe('INVALID_CREDENTIALS');
    const response = await login(user.email);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'Your account has been disabled. Contact support.',
    });
  });

  it('sends an unverified user to verification with a fresh code', async () => {
    const user = await t.factories.createUser({ status: 'pending', emailVerifiedAt: null });
    await t.db.insert(verificationCodes).values({
      userId: user.id,
      email: user.email,
      purpose: 'emailVerification',
      codeHash: 'x',
      expiresAt: new Date(Date.now() + 10 * 60_000),
      createdAt: new Date(Date.now() - 5 * 60_000),
    });
    const response = await login(user.email);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      details: { email: user.email },
    });
    const code = await mail.latestCode(user.email);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { email: user.email, code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('says VERIFICATION_EXPIRED when the last code has expired, and mails a new one', async () => {
    const user = await t.factories.createUser({ status: 'pending', emailVerifiedAt: null });
    await t.db.insert(verificationCodes).values({
      userId: user.id,
      email: user.email,
      purpose: 'emailVerification',
      codeHash: 'x',
      expiresAt: new Date(Date.now() - 60_000),
      createdAt: new Date(Date.now() - 20 * 60_000),
    });
    const response = await login(user.email);
    expect(response.json().error.code).toBe('VERIFICATION_EXPIRED');
    expect(await mail.latestCode(user.email)).toMatch(/^\d{6}$/);
  });

  it('limits one address to 30 login attempts a minute with 429 RATE_LIMIT and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 31; attempt++) {
      last = await login('flood@example.com', TEST_PASSWORD, '10.9.9.9');
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(last!.json().error.code).toBe('RATE_LIMIT');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login('flood@example.com', TEST_PASSWORD, '10.9.9.10')).statusCode).toBe(404);
  });
});
