import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userSettings, users, verificationCodes } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startMailSink, type MailSink } from '../../test/mail-sink.js';

let t: TestApp;
let mail: MailSink;
beforeAll(async () => {
  mail = await startMailSink();
  t = await buildTestApp({ SMTP_URL: mail.url, PUBLIC_URL: 'http://souqna.test' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const good = {
  email: 'Rami.Haddad@Example.com',
  password: 'Strong#Pass1',
  name: 'Rami Haddad',
  username: 'rami.haddad',
};

describe('registration and email verification', () => {
  it('creates a pending user, mails a code and a link, and signs in with the code', async () => {
    const response = await post('/api/auth/register', good);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      email: 'rami.haddad@example.com',
      verificationRequired: true,
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'rami.haddad@example.com'));
    expect(user).toMatchObject({ status: 'pending', username: 'rami.haddad', emailVerifiedAt: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const received = await mail.nextMail(good.email, 0);
    expect(received.subject).toBe('Your Souqna verification code');
    expect(received.html).toContain('http://souqna.test/verify-email?token=');
    const code = await mail.latestCode(good.email);
    // Codes are stored hashed: the mailed digits appear nowhere in the table.
    const [stored] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, user!.email));
    expect(stored!.codeHash).not.toContain(code);

    const verified = await post('/api/auth/verify-email', { email: good.email, code });
    expect(verified.statusCode).toBe(200);
    const body = verified.json().data;
    expect(body.user).toMatchObject({ email: 'rami.haddad@example.com', emailVerified: true, role: 'USER' });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.tokens.accessToken.split('.')).toHaveLength(3);
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.tokens.accessToken}` },
    });
    expect(me.json().data.id).toBe(user!.id);
    // The same code does not work twice.
    expect((await post('/api/auth/verify-email', { email: good.email, code })).json().error.code).toBe(
      'INVALID_CODE',
    );
  });

  it('answers 409 Email already exists for a taken address, in any case', async () => {
    const response = await post('/api/auth/register', {
      ...good,
      email: 'RAMI.HADDAD@example.com',
      username: 'other',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'EMAIL_EXISTS', message: 'Email already exists' });
  });

  it('refuses a taken username with a free suggestion, and derives one when none is sent', async () => {
    const taken = await post('/api/auth/register', { ...good, email: 'second@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('USERNAME_EXISTS');
    expect(taken.json().error.details.suggestion).toMatch(/^rami\.haddad\d+$/);

    const { username: _username, ...withoutUsername } = good;
    const derived = await post('/api/auth/register', {
      ...withoutUsername,
      email: 'rami.haddad@second.example',
    });
    expect(derived.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'rami.haddad@second.example'));
    expect(row!.username).toMatch(/^rami\.haddad\d+$/);
  });

  it('verifies by the link token and mails in Arabic for an Arabic sign-up', async () => {
    const email = 'layla@example.com';
    await post('/api/auth/register', { ...good, email, username: 'layla', language: 'ar' });
    const received = await mail.nextMail(email, 0);
    expect(received.subject).toBe('رمز التحقق من سوقنا');
    expect(received.text).toContain('أهلاً بك في سوقنا');
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    const [settings] = await t.db.select().from(userSettings).where(eq(userSettings.userId, row!.id));
    expect(settings!.language).toBe('ar');
    const token = new URL(/https?:\/\/\S+/.exec(received.text)![0]).searchParams.get('token')!;
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.email).toBe(email);
    expect((await post('/api/auth/verify-email', { token })).json().error.code).toBe('INVALID_CODE');
  });

  it('counts wrong codes: 5 attempts, then the code is dead and a new one is mailed', async () => {
    const email = 'tries@example.com';
    await post('/api/auth/register', { ...good, email, username: 'tries' });
    const code = await mail.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post('/api/auth/verify-email', { email, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'INVALID_CODE',
        details: { attemptsLeft: 5 - attempt },
      });
    }
    // Even the right code is refused now; the account stays pending.
    const refused = await post('/api/auth/verify-email', { email, code });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('VERIFICATION_EXPIRED');
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.status).toBe('pending');
  });

  it('accepts a code typed in Arabic digits', async () => {
    const email = 'digits@example.com';
    await post('/api/auth/register', { ...good, email, username: 'digits' });
    const code = await mail.latestCode(email);
    const arabic = code.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
    expect((await post('/api/auth/verify-email', { email, code: arabic })).statusCode).toBe(200);
  });

  it('resends at most once a minute, answering 429 with Retry-After', async () => {
    const email = 'resend@example.com';
    await post('/api/auth/register', { ...good, email, username: 'resend' });
    const response = await post('/api/auth/resend-verification', { email });
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('RATE_LIMIT');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown addresses get the same calm answer as known ones.
    expect((await post('/api/auth/resend-verification', { email: 'nobody@example.com' })).json()).toEqual({
      success: true,
      data: { sent: true },
    });
  });
});
