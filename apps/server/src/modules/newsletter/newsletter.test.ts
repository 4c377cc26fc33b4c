import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/index.js';
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

const subscribe = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
const rowOf = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

/** The token of the newest confirmation link mailed to `email`. */
async function linkToken(email: string, after: number) {
  const received = await mail.nextMail(email, after);
  const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(received.text)?.[1];
  if (!token) throw new Error(`no confirmation link in: ${received.text}`);
  return { token, received };
}

describe('POST /api/newsletter/subscribe (double opt-in)', () => {
  it('mails a confirmation link in the chosen language; the address is confirmed only by opening it, once', async () => {
    const first = await subscribe({ email: 'Huda@Example.com', language: 'ar' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ email: 'huda@example.com', created: true, confirmationSent: true });
    const { token, received } = await linkToken('huda@example.com', 0);
    expect(received.subject).toBe('أكِّد اشتراكك في نشرة سوقنا البريدية');
    expect(received.html).toContain('dir="rtl"');
    expect(received.html).toContain(`href="http://souqna.test/newsletter/confirm?token=${token}"`);
    expect((await rowOf('huda@example.com'))?.confirmedAt).toBeNull();

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ email: 'huda@example.com' });
    expect((await rowOf('huda@example.com'))?.confirmedAt).toBeInstanceOf(Date);
    // A link is good once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('NEWSLETTER_TOKEN_INVALID');

    // Subscribing a confirmed address again is not an error, nor a second row, nor another mail.
    const mailsBefore = mail.forAddress('huda@example.com').length;
    const second = await subscribe({ email: 'huda@example.com' });
    expect(second.json().data).toEqual({
      email: 'huda@example.com',
      created: false,
      confirmationSent: false,
    });
    expect(mail.forAddress('huda@example.com')).toHaveLength(mailsBefore);
    expect(
      await t.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'huda@example.com')),
    ).toHaveLength(1);
  });

  it('an address that unsubscribed must confirm again when it comes back', async () => {
    await subscribe({ email: 'back@example.com' });
    const { token } = await linkToken('back@example.com', 0);
    await confirm(token);
    await t.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'back@example.com'));
    const again = await subscribe({ email: 'BACK@example.com', language: 'fr' });
    expect(again.json().data).toEqual({ email: 'back@example.com', created: false, confirmationSent: true });
    expect(await rowOf('back@example.com')).toMatchObject({
      unsubscribedAt: null,
      confirmedAt: null,
      language: 'fr',
    });
    const next = await linkToken('back@example.com', 1);
    // French readers get the English mail: newsletters are written in English and Arabic.
    expect(next.received.subject).toBe('Confirm your subscription to the Souqna newsletter');
    expect((await confirm(next.token)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await confirm('not-a-real-token');
    expect(response.json().error.code).toBe('NEWSLETTER_TOKEN_INVALID');
  });

  it('rejects a bad email with a field error and stores nothing', async () => {
    const before = (await t.db.select().from(newsletterSubscribers)).length;
    const response = await subscribe({ email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual([
      expect.objectContaining({
        path: 'email',
        key: 'emailInvalid',
        message: 'Please enter a valid email address',
      }),
    ]);
    expect((await t.db.select().from(newsletterSubscribers)).length).toBe(before);
  });

  it('rejects an unknown language', async () => {
    const response = await subscribe({ email: 'a@b.co', language: 'xx' });
    expect(response.statusCode).toBe(400);
  });

  it('limits how often one address may subscribe', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await subscribe({ email: `flood${i}@example.com` })).statusCode);
    expect(statuses).toContain(429);
    const limited = await subscribe({ email: 'late@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMIT');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
