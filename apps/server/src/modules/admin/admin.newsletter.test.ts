import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterDeliveries, newsletterSubscribers, userSettings } from '../../db/schema/index.js';
import { createCampaign, runNewsletterSend, unsubscribeLinkOf } from '../newsletter/newsletter.service.js';
import { auditOf } from '../../test/admin-audit.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startMailSink, type MailSink } from '../../test/mail-sink.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
let mail: MailSink;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  mail = await startMailSink();
  t = await buildTestApp({ SMTP_URL: mail.url, PUBLIC_URL: 'http://souqna.test', JOBS_POLL_MS: '500' });
  admin = await signIn(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const DRAFT = {
  subjectEn: 'Spring deals on Souqna',
  bodyEn: 'Cars <and> flats\nare cheaper this week.\n\nHappy hunting!',
  subjectAr: 'عروض الربيع في سوقنا',
  bodyAr: 'السيارات والشقق أرخص هذا الأسبوع.',
};

/** A footer subscriber, confirmed (or not) as its link would. */
async function footer(email: string, language: string, confirmed = true) {
  await t.db
    .insert(newsletterSubscribers)
    .values({ email, language, confirmedAt: confirmed ? new Date() : null });
}
/** An account whose settings ask for the newsletter, reading the site in `language`. */
async function account(email: string, language: string) {
  const user = await t.factories.createUser({ email });
  await t.db
    .update(userSettings)
    .set({ newsletterSubscribed: true, language })
    .where(eq(userSettings.userId, user.id));
  return user;
}
const subscribers = async (query = '') =>
  (
    await t.app.inject({ url: `/api/admin/newsletter/subscribers?limit=100${query}`, headers: admin.auth })
  ).json().data;

describe('admin newsletter', () => {
  beforeAll(async () => {
    await footer('footer.en@example.com', 'en');
    await footer('footer.ar@example.com', 'ar');
    await footer('both@example.com', 'en');
    await account('both@example.com', 'ar');
    await account('account.de@example.com', 'de');
    await footer('waiting@example.com', 'en', false);
    await footer('=1+2@example.com', 'en');
  });

  it('is one list of confirmed footer addresses and accounts, each address once, with counts', async () => {
    const data = await subscribers();
    const byEmail = Object.fromEntries(
      data.items.map((item: { email: string; source: string; language: string }) => [item.email, item]),
    );
    expect(Object.keys(byEmail).sort()).toEqual(
      [
        '=1+2@example.com',
        'account.de@example.com',
        'both@example.com',
        'footer.ar@example.com',
        'footer.en@example.com',
      ].sort(),
    );
    // The account's language wins: it is the one they read the site in.
    expect(byEmail['both@example.com']).toMatchObject({ source: 'both', language: 'ar' });
    expect(byEmail['footer.ar@example.com']).toMatchObject({ source: 'footer', language: 'ar' });
    expect(data.counts).toEqual({ recipients: 5, footer: 4, accounts: 2, unconfirmed: 1, arabic: 2 });
    expect((await subscribers('&q=FOOTER.')).total).toBe(2);
  });

  it('exports CSV whose cells never run as spreadsheet formulas, and audits the export', async () => {
    const response = await t.app.inject({
      url: '/api/admin/newsletter/subscribers.csv',
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,language,source,since');
    expect(lines).toHaveLength(6);
    expect(lines).toContainEqual(expect.stringMatching(/^'=1\+2@example\.com,en,footer,/));
    expect(lines.filter((line) => /^[=+\-@]/.test(line))).toEqual([]);
    expect((await auditOf(t, admin, 'subscribers')).map((entry) => entry.action)).toContain(
      'newsletter.export',
    );
  });

  it('previews both languages as sent, text escaped, with the unsubscribe link', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter/preview',
      headers: admin.auth,
      payload: DRAFT,
    });
    expect(response.statusCode).toBe(200);
    const { en, ar } = response.json().data;
    expect(en.subject).toBe(DRAFT.subjectEn);
    expect(en.html).toContain('Cars &#60;and&#62; flats<br>are cheaper this week.');
    expect(en.text).toContain('Unsubscribe: http://souqna.test/unsubscribe');
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain('إلغاء الاشتراك: http://souqna.test/unsubscribe');
  });

  it('sends in the background, each reader once in their language, with an unsubscribe link; audited', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter/campaigns',
      headers: admin.auth,
      payload: DRAFT,
    });
    expect(response.statusCode).toBe(202);
    const { id, recipients } = response.json().data;
    expect(recipients).toBe(5);
    const arabic = await mail.nextMail('both@example.com', 0, 15_000);
    expect(arabic.subject).toBe(DRAFT.subjectAr);
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.text).toContain(DRAFT.bodyAr);
    const link = /إلغاء الاشتراك: (http:\/\/souqna\.test\/unsubscribe\?token=\S+)/.exec(arabic.text)?.[1];
    expect(link).toBeDefined();
    // RFC 8058: the mail client's own button posts to the API with the same signed token.
    expect(arabic.headers['list-unsubscribe']).toBe(
      `<${link!.replace('/unsubscribe?', '/api/unsubscribe?')}>`,
    );
    expect(arabic.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const german = await mail.nextMail('account.de@example.com', 0, 15_000);
    expect(german.subject).toBe(DRAFT.subjectEn);
    expect(german.html).toMatch(/href="http:\/\/souqna\.test\/unsubscribe[^"]+"/);
    expect((await mail.nextMail('footer.ar@example.com', 0, 15_000)).subject).toBe(DRAFT.subjectAr);
    expect((await mail.nextMail('footer.en@example.com', 0, 15_000)).subject).toBe(DRAFT.subjectEn);
    expect(mail.forAddress('waiting@example.com')).toEqual([]);

    let listed: { status: string; sent: number } | undefined;
    for (let tries = 0; tries < 50 && listed?.status !== 'sent'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const campaigns = await t.app.inject({ url: '/api/admin/newsletter/campaigns', headers: admin.auth });
      listed = campaigns.json().data.items.find((item: { id: string }) => item.id === id);
    }
    expect(listed).toMatchObject({ status: 'sent', recipients: 5, sent: 5, failed: 0 });
    expect(mail.forAddress('both@example.com')).toHaveLength(1);
    // The footer's link leaves the list without signing in: the footer row and the account alike.
    const oneClick = /<([^>]+)>/.exec(arabic.headers['list-unsubscribe']!)![1]!;
    const left = await t.app.inject({
      method: 'POST',
      url: oneClick.replace('http://souqna.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    const emails = (await subscribers()).items.map((item: { email: string }) => item.email);
    expect(emails).not.toContain('both@example.com');
    expect(await auditOf(t, admin, id)).toEqual([
      expect.objectContaining({
        action: 'newsletter.send',
        after: expect.objectContaining({ recipients: 5 }),
      }),
    ]);
  });

  it('a send that restarts mid-way mails nobody twice', async () => {
    const emails = ['r1@example.com', 'r2@example.com', 'r3@example.com', 'r4@example.com', 'r5@example.com'];
    for (const email of emails) await footer(email, 'en');
    // Made here, not through the route, so no background job races the runs below.
    const { id } = await createCampaign(
      t.db,
      { ...DRAFT, subjectEn: 'Restart test', subjectAr: 'Restart test' },
      admin.user.id,
    );
    const { events, mailer, config } = t.app.services;
    const deps = {
      db: t.db,
      events,
      mailer,
      publicUrl: 'http://souqna.test',
      jwtSecret: config.jwtSecret,
      log: t.app.log,
    };
    const unsubscribe = unsubscribeLinkOf(deps);
    // One batch of two goes out, then the runner dies after claiming the next address.
    await runNewsletterSend(deps, id, unsubscribe, 2, 1);
    // The crash: r3 was claimed, its mail never left.
    await t.db
      .update(newsletterDeliveries)
      .set({ claimedAt: new Date() })
      .where(and(eq(newsletterDeliveries.campaignId, id), eq(newsletterDeliveries.email, 'r3@example.com')));
    // The job is handed out again, twice for good measure.
    await runNewsletterSend(deps, id, unsubscribe, 2);
    await runNewsletterSend(deps, id, unsubscribe, 2);
    const rows = await t.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.campaignId, id));
    const received = (email: string) =>
      mail.forAddress(email).filter((sent) => sent.subject === 'Restart test').length;
    expect(rows.map((row) => row.email)).toEqual(
      expect.arrayContaining(['r1@example.com', 'r5@example.com']),
    );
    expect(Object.fromEntries(rows.map((row) => [row.email, received(row.email)]))).toEqual(
      Object.fromEntries(rows.map((row) => [row.email, row.email === 'r3@example.com' ? 0 : 1])),
    );
    expect(rows.filter((row) => row.sentAt).length).toBe(rows.length - 1);
  });

  it('refuses a draft without one of its languages', async () => {
    const { subjectAr: _missing, ...partial } = DRAFT;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter/campaigns',
      headers: admin.auth,
      payload: partial,
    });
    expect(bad.statusCode).toBe(400);
  });
});
