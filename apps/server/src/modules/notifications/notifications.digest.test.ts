import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSettings } from '../../db/schema/index.js';
import { startMailSink, type MailSink } from '../../test/mail-sink.js';
import { notificationHelpers } from '../../test/notification-helpers.js';
import { testServiceDeps } from '../../test/service-deps.js';
import { matchPublishedListing } from '../saved-searches/saved-searches.alerts.js';
import { DIGEST_JOB, sendDailyDigests } from './notifications.digest.js';

let mail: MailSink;
beforeAll(async () => {
  mail = await startMailSink();
});
afterAll(() => mail.close());
const h = notificationHelpers(() => ({
  SMTP_URL: mail.url,
  PUBLIC_URL: 'https://souqna.test',
  JOBS_POLL_MS: '500',
}));
type Person = Awaited<ReturnType<typeof h.person>>;
const deps = () => testServiceDeps(h.app());

async function reader(language: 'en' | 'ar', emailDigest = true) {
  const who = await h.person();
  await h.call('PUT', '/api/users/settings/preferences', who, { language });
  await h.settings(who, { emailDigest });
  return who;
}

// Signing in mails a sign-in alert too: only notification mails carry the unsubscribe header.
const digests = (who: Person) =>
  mail.forAddress(who.user.email).filter((received) => received.headers['list-unsubscribe'] !== undefined);

const digestOn = async (who: Person) =>
  (await h.app().db.select().from(userSettings).where(eq(userSettings.userId, who.user.id)))[0]!.emailDigest;

describe('the daily digest mail', () => {
  it('mails each reader with news once a day, in their language, with photos, prices, links and one-click unsubscribe', async () => {
    const seller = await reader('en');
    const buyer = await reader('ar');
    const quiet = await reader('en', false);
    const idle = await reader('en');
    const other = await h.person();

    // A daily search of Toyotas (what h.listing publishes): both cars match it. The matching job
    // may or may not have run yet; run here, it adds nothing twice.
    const search = await h.call('POST', '/api/saved-searches', buyer, {
      name: 'تويوتا <يومي>',
      filters: { mainCategory: 'vehicles', make: 'toyota' },
      frequency: 'daily',
    });
    expect(search.success).toBe(true);
    const car = await h.listing(seller, 'Kia <Rio> 2014', '9000', 'USD');
    await h.save(buyer, car.id);
    await h.save(quiet, car.id);
    expect((await h.edit(seller, car.id, { price: '8500' })).statusCode).toBe(200);
    const match = await h.listing(other, 'Corolla & sons', '12000', 'USD');
    for (const id of [car.id, match.id]) await matchPublishedListing(deps(), id);

    // Two runs at once (a second process, a rerun after a restart): one mail each.
    const runs = await Promise.all([sendDailyDigests(deps(), 'job-a'), sendDailyDigests(deps(), 'job-b')]);
    expect(runs.map((run) => run.sent).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(2);
    await sendDailyDigests(deps(), 'job-c');
    expect(digests(quiet)).toHaveLength(0);
    expect(digests(idle)).toHaveLength(0);
    expect(digests(seller)).toHaveLength(1);
    expect(digests(buyer)).toHaveLength(1);

    const [forSeller] = digests(seller);
    expect(forSeller!.subject).toBe('Your Souqna daily digest');
    expect(forSeller!.text).toContain('Interest in your listing: 2 people saved your “Kia <Rio> 2014” today');
    expect(forSeller!.text).toContain(`https://souqna.test/listings/${car.id}`);

    const [received] = digests(buyer);
    expect(received!.subject).toBe('ملخصك اليومي من سوقنا');
    expect(received!.headers['content-language']).toBe('ar');
    expect(received!.html).toContain('dir="rtl"');
    expect(received!.text).toContain('انخفض السعر');
    expect(received!.text).toContain('٨٬٥٠٠ دولار');
    expect(received!.html).toContain('Kia &#60;Rio&#62; 2014');
    expect(received!.html).not.toContain('<Rio>');
    expect(received!.html).toContain('٢ إعلانات جديدة تطابق «تويوتا &#60;يومي&#62;»');
    expect(received!.html).toContain('Corolla &#38; sons');
    expect(received!.html).toContain(`href="https://souqna.test/listings/${match.id}"`);
    expect(received!.html).toMatch(/<img src="https:\/\/souqna\.test\/media\/[^"]+"/);
    const image = /<img src="https:\/\/souqna\.test(\/media\/[^"]+)"/.exec(received!.html)![1]!;
    expect((await h.app().app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
    expect(received!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const link = new URL(/^<(.+)>$/.exec(received!.headers['list-unsubscribe']!)![1]!);
    const off = await h.app().app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode).toBe(200);
    expect(await digestOn(buyer)).toBe(false);
    expect(await digestOn(seller)).toBe(true);
  });

  it('runs as the scheduled durable job, and a rerun the same day mails nobody twice', async () => {
    const seller = await h.person();
    const buyer = await reader('en');
    const car = await h.listing(seller, 'Hyundai Accent', '6000', 'USD');
    await h.save(buyer, car.id);
    await h.edit(seller, car.id, { status: 'sold' });

    const before = mail.forAddress(buyer.user.email).length;
    await h.app().app.services.jobs.enqueue(DIGEST_JOB);
    const received = await mail.nextMail(buyer.user.email, before, 20_000);
    expect(received.subject).toBe('Your Souqna daily digest');
    expect(received.text).toContain(
      'A saved listing was sold: “Hyundai Accent”, which you saved, has been sold',
    );

    await sendDailyDigests(deps(), 'rerun');
    expect(digests(buyer)).toHaveLength(1);
  });
});
