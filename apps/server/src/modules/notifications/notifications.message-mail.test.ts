import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.js';
import { backgroundJobs, userSettings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { photo } from '../../test/listing-edits.js';
import { startMailSink, type MailSink } from '../../test/mail-sink.js';
import { messagingHelpers, type Person } from '../../test/messaging-people.js';
import { multipartBody } from '../../test/multipart.js';
import { MESSAGE_MAIL_JOB } from './notifications.message-mail.js';

let t: TestApp;
let mail: MailSink;
beforeAll(async () => {
  mail = await startMailSink();
  t = await buildTestApp({ SMTP_URL: mail.url, PUBLIC_URL: 'https://souqna.test', JOBS_POLL_MS: '500' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});
const { signIn, call, open } = messagingHelpers(() => t);

async function reader(language: 'en' | 'ar', emailMessages = true) {
  const person = await signIn();
  await t.db
    .update(userSettings)
    .set({ language, emailMessages })
    .where(eq(userSettings.userId, person.user.id));
  return person;
}

/** The mail jobs queued for this reader, made due now; resolves once they all ran. */
async function runMailJobs(who: Person) {
  return t.database.driver === 'postgres' ? runPgBossMailJobs(who) : runInProcessMailJobs(who);
}

/** The same on PostgreSQL, where the jobs are pg-boss's (`pgboss.job`). */
async function runPgBossMailJobs(who: Person) {
  const mine = sql`name = ${MESSAGE_MAIL_JOB} and data->>'userId' = ${who.user.id}`;
  const jobs = await selectRows<{ id: string; delayed: boolean }>(
    t.db,
    sql`select id, start_after > created_on as delayed from pgboss.job where ${mine}`,
  );
  for (const job of jobs) expect(job.delayed).toBe(true);
  await t.db.execute(sql`update pgboss.job set start_after = now() where ${mine}`);
  const ids = jobs.map((job) => job.id);
  if (ids.length === 0) return 0;
  for (;;) {
    const left = await selectRows(
      t.db,
      sql`select id from pgboss.job where id in ${ids} and state not in ('completed', 'failed')`,
    );
    if (left.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return ids.length;
}

async function runInProcessMailJobs(who: Person) {
  const mine = and(
    eq(backgroundJobs.name, MESSAGE_MAIL_JOB),
    sql`${backgroundJobs.data}->>'userId' = ${who.user.id}`,
  );
  const jobs = await t.db.select().from(backgroundJobs).where(mine);
  // Queued to wait a few minutes (a message read meanwhile sends nothing): due now for the test.
  for (const job of jobs) expect(job.startAfter.getTime()).toBeGreaterThan(job.createdAt.getTime());
  await t.db
    .update(backgroundJobs)
    .set({ startAfter: sql`now()` })
    .where(mine);
  const ids = jobs.map((job) => job.id);
  for (;;) {
    const left = await t.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(inArray(backgroundJobs.id, ids), sql`${backgroundJobs.state} not in ('completed', 'failed')`),
      );
    if (left.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return jobs.length;
}

// Signing in mails a sign-in alert too: only the notification mails (they carry the header) count.
const messageMails = (who: Person) =>
  mail.forAddress(who.user.email).filter((received) => received.headers['list-unsubscribe'] !== undefined);

const write = (from: Person, conversationId: string, content: string) =>
  call('POST', `/api/messages/conversations/${conversationId}/messages`, from.auth, { content });

let addresses = 0;
/** A message of photos and no text, sent as the web's composer sends it. */
async function sendPhotos(from: Person, conversationId: string, shades: string[], content?: string) {
  const { payload, headers } = await multipartBody(
    content ? { content } : {},
    await Promise.all(shades.map(photo)),
  );
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/messages/conversations/${conversationId}/messages`,
    headers: { ...from.auth, ...headers },
    remoteAddress: `10.25.${(++addresses >> 8) & 255}.${addresses & 255}`,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('NEW_MESSAGE mail', () => {
  it('mails an unread message in the reader’s language, escaped, with the thread’s link and one-click unsubscribe', async () => {
    const seller = await reader('ar');
    const buyer = await signIn({ name: 'Rami <b>' });
    const car = await t.factories.createListing({ userId: seller.user.id, title: 'Kia & Rio' });
    const thread = await open(buyer, seller, car.id, 'Is it <script>alert(1)</script> still there?');

    expect(await runMailJobs(seller)).toBe(1);
    const [received] = messageMails(seller);
    if (!received) throw new Error('no message mail');
    expect(received.subject).toBe('رسالة جديدة من Rami <b> بخصوص «Kia & Rio»');
    expect(received.headers['content-language']).toBe('ar');
    expect(received.text).toContain('Rami <b>: Is it <script>alert(1)</script> still there?');
    expect(received.text).toContain(`https://souqna.test/messages/${thread.id}`);
    expect(received.html).toContain('dir="rtl"');
    expect(received.html).toContain('Is it &#60;script&#62;alert(1)&#60;/script&#62; still there?');
    expect(received.html).not.toContain('<script>');
    expect(received.html).not.toContain('<b>');
    expect(received.html).toContain(`href="https://souqna.test/messages/${thread.id}"`);
    expect(received.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/souqna\.test\/api\/unsubscribe\?token=.+>$/,
    );
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The one-click link turns these mails off, and the next message mails nothing.
    const link = new URL(/^<(.+)>$/.exec(received.headers['list-unsubscribe']!)![1]!);
    const off = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode).toBe(200);
    const other = await signIn();
    const second = await open(
      other,
      seller,
      (await t.factories.createListing({ userId: seller.user.id })).id,
    );
    expect(second.id).not.toBe(thread.id);
    await runMailJobs(seller);
    expect(messageMails(seller)).toHaveLength(1);
  });

  it('quotes a message of photos alone by its photos, in the reader’s language, text and HTML', async () => {
    const buyer = await signIn({ name: 'Rami' });
    const cases = [
      { seller: await reader('en'), shades: ['#10203a', '#20304a'], quote: '📷 2 photos' },
      { seller: await reader('ar'), shades: ['#30405a', '#40506a', '#50607a'], quote: '📷 ٣ صور' },
    ];
    for (const { seller, shades, quote } of cases) {
      const listing = await t.factories.createListing({ userId: seller.user.id });
      const thread = await open(buyer, seller, listing.id, 'Is the price firm?');
      await sendPhotos(buyer, thread.id, shades);
      expect(await runMailJobs(seller)).toBe(2);
      const [received] = messageMails(seller);
      if (!received) throw new Error('no message mail');
      expect(received.text).toContain(`Rami: ${quote}`);
      expect(received.text).toContain('Rami: Is the price firm?');
      // No empty quote: every "Rami:" is followed by something on its line.
      expect(received.text).not.toMatch(/Rami: *\r?\n/);
      expect(received.html).toContain(`<strong>Rami</strong><p style="margin:0 0 16px">${quote}</p>`);
      expect(received.html).not.toContain('</strong><p style="margin:0 0 16px"></p>');
    }
  });

  it('quotes a message of text and photos by its text, then its photos on a line of their own', async () => {
    const buyer = await signIn({ name: 'Rami' });
    const seller = await reader('en');
    const listing = await t.factories.createListing({ userId: seller.user.id });
    const thread = await open(buyer, seller, listing.id, 'Is the price firm?');
    await sendPhotos(buyer, thread.id, ['#60708a', '#70809a'], 'Here is the dent');
    expect(await runMailJobs(seller)).toBe(2);
    const [received] = messageMails(seller);
    if (!received) throw new Error('no message mail');
    expect(received.text).toMatch(/Rami: Here is the dent\r?\n📷 2 photos\r?\n/);
    expect(received.html).toContain('<p style="margin:0 0 16px">Here is the dent<br>📷 2 photos</p>');
  });

  it('sends at most one an hour per conversation while unread; another conversation has its own', async () => {
    const seller = await reader('en');
    const buyer = await signIn({ name: 'Huda' });
    const thread = await open(
      buyer,
      seller,
      (await t.factories.createListing({ userId: seller.user.id })).id,
      'First',
    );
    await runMailJobs(seller);
    const [first] = messageMails(seller);
    expect(first?.subject).toMatch(/^New message from Huda about “/);
    expect(first?.text).toContain('You have an unread message:');

    await write(buyer, thread.id, 'Second');
    await write(buyer, thread.id, 'Third');
    await runMailJobs(seller);
    expect(messageMails(seller)).toHaveLength(1);

    const other = await signIn({ name: 'Sami' });
    await open(
      other,
      seller,
      (await t.factories.createListing({ userId: seller.user.id })).id,
      'Other thread',
    );
    await runMailJobs(seller);
    const second = messageMails(seller)[1];
    expect(second?.subject).toMatch(/^New message from Sami/);
    expect(messageMails(seller)).toHaveLength(2);
  });

  it('sends nothing for a message read before the job runs, nor to someone who did not choose mail', async () => {
    const seller = await reader('en');
    const buyer = await signIn();
    const thread = await open(
      buyer,
      seller,
      (await t.factories.createListing({ userId: seller.user.id })).id,
    );
    const read = await call(
      'PUT',
      `/api/messages/conversations/${thread.id}/messages/${thread.lastMessage.id}/read`,
      seller.auth,
    );
    expect(read.status).toBe(200);
    expect(await runMailJobs(seller)).toBe(1);

    const quiet = await reader('en', false);
    await open(buyer, quiet, (await t.factories.createListing({ userId: quiet.user.id })).id);
    expect(await runMailJobs(quiet)).toBe(1);
    expect(messageMails(seller)).toHaveLength(0);
    expect(messageMails(quiet)).toHaveLength(0);
  });
});
