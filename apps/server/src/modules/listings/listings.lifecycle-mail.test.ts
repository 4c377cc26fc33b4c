import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userSettings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startMailSink, type MailSink } from '../../test/mail-sink.js';
import { testServiceDeps } from '../../test/service-deps.js';
import { runListingLifecycle } from './listings.lifecycle.js';

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

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

async function owner(language: 'en' | 'ar', emailDigest: boolean) {
  const user = await t.factories.createUser();
  await t.db.update(userSettings).set({ language, emailDigest }).where(eq(userSettings.userId, user.id));
  return user;
}

const noticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'SYSTEM_NOTICE')));

describe('the expiry warning mail', () => {
  it('mails owners with email copies on, once per listing, in their language, with the renew link', async () => {
    const english = await owner('en', true);
    const arabic = await owner('ar', true);
    const quiet = await owner('en', false);
    const kia = await t.factories.createListing({
      userId: english.id,
      expiresAt: inDays(2),
      title: 'Kia <Rio>',
    });
    const golf = await t.factories.createListing({
      userId: english.id,
      expiresAt: inDays(1.5),
      title: 'Golf',
    });
    await t.factories.createListing({ userId: arabic.id, expiresAt: inDays(2), title: 'شقة في المزة' });
    await t.factories.createListing({ userId: quiet.id, expiresAt: inDays(2), title: 'Quiet one' });
    await t.factories.createListing({ userId: english.id, expiresAt: inDays(10), title: 'Not yet' });

    const deps = testServiceDeps(t);
    expect((await runListingLifecycle(deps)).noticed).toBe(4);
    await runListingLifecycle(deps);

    // Two listings of one owner: two notifications (one fan-out round each), two mails.
    expect((await noticesOf(english.id)).map((row) => row.listingId).sort()).toEqual(
      [kia.id, golf.id].sort(),
    );
    expect(await noticesOf(quiet.id)).toHaveLength(1);
    expect(mail.forAddress(quiet.email)).toHaveLength(0);

    const mine = mail.forAddress(english.email);
    expect(mine.map((received) => received.subject).sort()).toEqual([
      'Your listing “Golf” expires soon',
      'Your listing “Kia <Rio>” expires soon',
    ]);
    const kiaMail = mine.find((received) => received.subject.includes('Kia'))!;
    expect(kiaMail.text).toContain('“Kia <Rio>” expires in 2 days');
    expect(kiaMail.text).toContain(`https://souqna.test/profile/listings?listing=${kia.id}`);
    expect(kiaMail.html).toContain('Kia &#60;Rio&#62;');
    expect(kiaMail.html).not.toContain('<Rio>');
    expect(kiaMail.html).toContain(`href="https://souqna.test/profile/listings?listing=${kia.id}"`);
    expect(kiaMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const [theirs, ...more] = mail.forAddress(arabic.email);
    expect(more).toHaveLength(0);
    expect(theirs!.subject).toBe('إعلانك «شقة في المزة» على وشك الانتهاء');
    expect(theirs!.text).toContain('ينتهي «شقة في المزة» خلال يومين');
    expect(theirs!.html).toContain('dir="rtl"');
  });
});
