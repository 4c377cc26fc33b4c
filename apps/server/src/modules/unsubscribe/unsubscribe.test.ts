import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, userSettings } from '../../db/schema/index.js';
import { signUnsubscribeToken, unsubscribeLinks } from '../../platform/mail/unsubscribe-token.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startMailSink, type MailSink } from '../../test/mail-sink.js';

let t: TestApp;
let mail: MailSink;
beforeAll(async () => {
  mail = await startMailSink();
  t = await buildTestApp({ SMTP_URL: mail.url, PUBLIC_URL: 'https://souqna.test' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const secret = () => t.config.jwtSecret;
const settingsOf = async (userId: string) =>
  (await t.db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0]!;
const mailUser = async () => {
  const user = await t.factories.createUser();
  await t.db
    .update(userSettings)
    .set({ emailMessages: true, emailDigest: true, newsletterSubscribed: true })
    .where(eq(userSettings.userId, user.id));
  return user;
};
const post = (token: string) => t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } });

describe('one-click unsubscribe (RFC 8058)', () => {
  it('a mail client posts the header’s link as a form, signed out, and that kind of mail stops', async () => {
    const user = await mailUser();
    const links = unsubscribeLinks(t.config.publicUrl, secret(), { kind: 'messages', userId: user.id });
    await t.app.services.mailer.send({
      to: user.email,
      subject: 'A message',
      text: `Unsubscribe: ${links.page}`,
      html: '<p>hi</p>',
      language: 'en',
      headers: links.headers,
    });
    const received = await mail.nextMail(user.email, 0);
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(https:\/\/souqna\.test\/api\/unsubscribe\?token=[^>]+)>$/.exec(
      received.headers['list-unsubscribe'] ?? '',
    )?.[1];
    expect(link).toBeDefined();

    const url = new URL(link!);
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ kind: 'messages' });
    expect(await settingsOf(user.id)).toMatchObject({
      emailMessages: false,
      emailDigest: true,
      newsletterSubscribed: true,
    });

    // The person clicking too, after their client did: still a success.
    expect((await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` })).statusCode).toBe(
      200,
    );
  });

  it('the web page’s JSON turns the digest off and nothing else', async () => {
    const user = await mailUser();
    const response = await post(signUnsubscribeToken(secret(), { kind: 'digest', userId: user.id }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ kind: 'digest' });
    expect(await settingsOf(user.id)).toMatchObject({ emailMessages: true, emailDigest: false });
  });

  it('a newsletter link takes the address off the list and the account’s toggle off', async () => {
    const user = await mailUser();
    await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: user.email } });
    const response = await post(signUnsubscribeToken(secret(), { kind: 'newsletter', email: user.email }));
    expect(response.json().data).toEqual({ kind: 'newsletter' });
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, user.email));
    expect(row!.unsubscribedAt).not.toBeNull();
    expect(await settingsOf(user.id)).toMatchObject({ newsletterSubscribed: false, emailMessages: true });
  });

  it('refuses a forged, altered or missing token and changes nothing', async () => {
    const user = await mailUser();
    const genuine = signUnsubscribeToken(secret(), { kind: 'messages', userId: user.id });
    const other = await t.factories.createUser();
    const [, signature] = genuine.split('.');
    const swapped = `${Buffer.from(JSON.stringify({ k: 'messages', u: other.id })).toString('base64url')}.${signature}`;
    const forged = [
      signUnsubscribeToken('not-the-server-secret', { kind: 'messages', userId: user.id }),
      swapped,
      genuine.slice(0, -2),
      'nonsense',
    ];
    for (const token of forged) {
      const response = await post(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: {} });
    expect(none.json().error.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    expect(await settingsOf(user.id)).toMatchObject({ emailMessages: true, emailDigest: true });
  });

  it('opening the header’s link goes to the page, which asks first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unsubscribe?token=a.b' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/unsubscribe?token=a.b');
  });
});
