import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationParticipants,
  conversations,
  notifications,
  reports,
  userSettings,
} from '../../db/schema/index.js';
import { auditOf } from '../../test/admin-audit.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t, { role: 'ADMIN' });
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, who = admin) => {
  const response = await t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
};
const noticesOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));
const speaksArabic = (userId: string) =>
  t.db.update(userSettings).set({ language: 'ar' }).where(eq(userSettings.userId, userId));

describe('a user in detail', () => {
  it('shows their profile, listings, reports against them, warnings and live sessions', async () => {
    const person = await signIn(t);
    const listing = await t.factories.createListing({ userId: person.user.id, title: 'Brass oud, 1970s' });
    const reporter = await signIn(t);
    const reported = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/report`,
      headers: reporter.auth,
      payload: { reason: 'FRAUD', details: 'Asked for a deposit by transfer' },
    });
    expect(reported.statusCode).toBe(201);

    const { status, body } = await call('GET', `/api/admin/users/${person.user.id}`);
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ id: person.user.id, email: person.user.email, role: 'USER' });
    expect(body.data.listings).toEqual([
      expect.objectContaining({ id: listing.id, title: 'Brass oud, 1970s' }),
    ]);
    expect(body.data.listingCount).toBe(1);
    expect(body.data.reports).toEqual([
      expect.objectContaining({
        reason: 'FRAUD',
        details: 'Asked for a deposit by transfer',
        reporter: { id: reporter.user.id, name: reporter.user.name },
      }),
    ]);
    expect(body.data.sessions).toHaveLength(1);
    expect(body.data.warnings).toEqual([]);
    // The reporter's record shows no report against them: they filed it.
    expect((await call('GET', `/api/admin/users/${reporter.user.id}`)).body.data.reports).toEqual([]);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000')).body.error.code).toBe(
      'USER_NOT_FOUND',
    );
    expect((await call('GET', '/api/admin/users/nope')).status).toBe(400);
  });
});

describe('warn, role, premium', () => {
  it("a warning reaches the user as ACCOUNT_WARNING with the admin's words, titled in their language, kept and audited", async () => {
    const person = await t.factories.createUser();
    await speaksArabic(person.id);
    const message = 'يرجى عدم نشر أرقام الهاتف في العنوان.';
    const { status, body } = await call('POST', `/api/admin/users/${person.id}/warn`, { message });
    expect(status).toBe(200);
    expect(body.data.warnings).toEqual([
      expect.objectContaining({ message, by: { id: admin.user.id, name: admin.user.name } }),
    ]);
    expect(await noticesOf(person.id)).toEqual([
      expect.objectContaining({ type: 'ACCOUNT_WARNING', title: 'تحذير من إدارة سوقنا', message }),
    ]);
    expect(await auditOf(t, admin, person.id)).toEqual([
      expect.objectContaining({ action: 'user.warn', actor: expect.objectContaining({ id: admin.user.id }) }),
    ]);
  });

  it('refuses an empty warning and writes nothing', async () => {
    const person = await t.factories.createUser();
    const { status, body } = await call('POST', `/api/admin/users/${person.id}/warn`, { message: '   ' });
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(await noticesOf(person.id)).toEqual([]);
    expect(await auditOf(t, admin, person.id)).toEqual([]);
  });

  it('changes a role with before and after audited; an admin cannot change their own', async () => {
    const person = await t.factories.createUser();
    const promoted = await call('POST', `/api/admin/users/${person.id}/role`, { role: 'ADMIN' });
    expect(promoted.body.data.user.role).toBe('ADMIN');
    expect(await auditOf(t, admin, person.id)).toEqual([
      expect.objectContaining({ action: 'user.role', before: { role: 'USER' }, after: { role: 'ADMIN' } }),
    ]);
    const self = await call('POST', `/api/admin/users/${admin.user.id}/role`, { role: 'USER' });
    expect(self.status).toBe(403);
    expect((await call('GET', `/api/admin/users/${admin.user.id}`)).body.data.user.role).toBe('ADMIN');
  });

  it('grants premium for a period, extends a running one from its end, and revokes it, each audited', async () => {
    const person = await t.factories.createUser();
    const DAY = 86_400_000;
    const granted = await call('POST', `/api/admin/users/${person.id}/premium`, { days: 30 });
    const until = Date.parse(granted.body.data.user.premiumUntil);
    expect(Math.abs(until - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    const extended = await call('POST', `/api/admin/users/${person.id}/premium`, { days: 10 });
    expect(Date.parse(extended.body.data.user.premiumUntil)).toBe(until + 10 * DAY);
    const premium = await call('GET', `/api/admin/users?premium=true&q=${encodeURIComponent(person.email)}`);
    expect(premium.body.data.total).toBe(1);

    const revoked = await call('DELETE', `/api/admin/users/${person.id}/premium`);
    expect(revoked.body.data.user.premiumUntil).toBeNull();
    const audit = await auditOf(t, admin, person.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'user.premium.revoke',
      'user.premium.grant',
      'user.premium.grant',
    ]);
    expect(audit[0]).toMatchObject({
      before: { premiumUntil: new Date(until + 10 * DAY).toISOString() },
      after: { premiumUntil: null },
    });
    expect((await call('POST', `/api/admin/users/${person.id}/premium`, { days: 0 })).status).toBe(400);
  });
});

async function reportListing(listingId: string, reason: string, language = 'en', details?: string) {
  const reporter = await t.factories.createUser();
  if (language === 'ar') await speaksArabic(reporter.id);
  await t.db.insert(reports).values({
    reporterId: reporter.id,
    targetType: 'LISTING',
    targetId: listingId,
    listingId,
    reason,
    details,
  });
  return reporter;
}

/** A conversation between the two, reported by the first. */
async function harassmentReported(reporterId: string, otherId: string) {
  const [conversation] = await t.db.insert(conversations).values({ createdBy: reporterId }).returning();
  const conversationId = conversation!.id;
  await t.db.insert(conversationParticipants).values([
    { conversationId, userId: reporterId },
    { conversationId, userId: otherId },
  ]);
  await t.db
    .insert(reports)
    .values({ reporterId, targetType: 'CONVERSATION', targetId: conversationId, reason: 'HARASSMENT' });
  return conversationId;
}

interface Group {
  targetType: string;
  targetId: string;
  count: number;
  reasons: { reason: string; count: number }[];
  status: string;
  reportedUser: { id: string } | null;
  listing: { id: string } | null;
  firstReportedAt: string;
  lastReportedAt: string;
}
const queue = async (query = 'limit=100') =>
  (await call('GET', `/api/admin/reports?${query}`)).body.data.items as Group[];

describe('the reports queue', () => {
  it('groups listing and conversation reports by target with count, reasons and first and last report', async () => {
    const seller = await t.factories.createUser();
    const listing = await t.factories.createListing({ userId: seller.id });
    await reportListing(listing.id, 'FRAUD');
    await reportListing(listing.id, 'FRAUD');
    await reportListing(listing.id, 'MISLEADING', 'en', 'The car has been in an accident');
    const buyer = await t.factories.createUser();
    const pest = await t.factories.createUser();
    const conversationId = await harassmentReported(buyer.id, pest.id);

    const items = await queue();
    const onListing = items.find((item) => item.targetId === listing.id);
    expect(onListing).toMatchObject({
      targetType: 'LISTING',
      count: 3,
      status: 'open',
      reportedUser: { id: seller.id },
      listing: { id: listing.id },
      details: ['The car has been in an accident'],
    });
    expect(onListing!.reasons).toEqual([
      { reason: 'FRAUD', count: 2 },
      { reason: 'MISLEADING', count: 1 },
    ]);
    expect(onListing!.firstReportedAt <= onListing!.lastReportedAt).toBe(true);
    expect(items.find((item) => item.targetId === conversationId)).toMatchObject({
      targetType: 'CONVERSATION',
      count: 1,
      reportedUser: { id: pest.id },
    });
    // Open groups come before closed ones, the most reported first.
    const statuses = items.map((item) => item.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === 'open' ? -1 : 1)));
  });

  it("dismissing closes the target's reports, is audited, and tells each reporter in their language", async () => {
    const listing = await t.factories.createListing();
    const english = await reportListing(listing.id, 'SPAM');
    const arabic = await reportListing(listing.id, 'SPAM', 'ar');
    const { status, body } = await call('POST', '/api/admin/reports/resolve', {
      targetType: 'LISTING',
      targetId: listing.id,
      outcome: 'dismiss',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ outcome: 'dismiss', closed: 2 });
    expect((await queue('status=open&limit=100')).some((item) => item.targetId === listing.id)).toBe(false);
    expect(
      (await queue('status=closed&limit=100')).find((item) => item.targetId === listing.id),
    ).toMatchObject({
      count: 2,
      status: 'closed',
    });
    expect(await noticesOf(english.id)).toEqual([
      expect.objectContaining({
        title: 'Your report was reviewed',
        message: expect.stringMatching(/found nothing/),
      }),
    ]);
    expect(await noticesOf(arabic.id)).toEqual([expect.objectContaining({ title: 'تمت مراجعة بلاغك' })]);
    expect(await auditOf(t, admin, listing.id)).toEqual([
      expect.objectContaining({ action: 'reports.resolve', after: { outcome: 'dismiss', reports: 2 } }),
    ]);
    // Deciding again finds nothing open and says so.
    const again = await call('POST', '/api/admin/reports/resolve', {
      targetType: 'LISTING',
      targetId: listing.id,
      outcome: 'dismiss',
    });
    expect(again.body.error.code).toBe('REPORTS_ALREADY_RESOLVED');
  });

  it('removing the listing deletes it and tells the reporter', async () => {
    const listing = await t.factories.createListing();
    const reporter = await reportListing(listing.id, 'FRAUD');
    const { body } = await call('POST', '/api/admin/reports/resolve', {
      targetType: 'LISTING',
      targetId: listing.id,
      outcome: 'removeListing',
    });
    expect(body.data.closed).toBe(1);
    expect(
      (await t.app.inject({ url: `/api/listings/public/${listing.id}`, headers: admin.auth })).statusCode,
    ).toBe(404);
    expect(await noticesOf(reporter.id)).toEqual([
      expect.objectContaining({ message: 'Thank you. The listing you reported has been removed.' }),
    ]);
  });

  it('warning through a conversation report warns the other participant, not the reporter', async () => {
    const buyer = await t.factories.createUser();
    const pest = await t.factories.createUser();
    const conversationId = await harassmentReported(buyer.id, pest.id);
    const missing = await call('POST', '/api/admin/reports/resolve', {
      targetType: 'CONVERSATION',
      targetId: conversationId,
      outcome: 'warn',
    });
    expect(missing.status).toBe(400);
    const { status } = await call('POST', '/api/admin/reports/resolve', {
      targetType: 'CONVERSATION',
      targetId: conversationId,
      outcome: 'warn',
      message: 'Keep your messages polite.',
    });
    expect(status).toBe(200);
    expect(await noticesOf(pest.id)).toEqual([
      expect.objectContaining({ type: 'ACCOUNT_WARNING', message: 'Keep your messages polite.' }),
    ]);
    expect(await noticesOf(buyer.id)).toEqual([
      expect.objectContaining({ message: 'Thank you. We have warned the person you reported.' }),
    ]);
  });

  it('two admins warning on the same reports at once warn once; the second is told it was decided', async () => {
    const buyer = await t.factories.createUser();
    const pest = await t.factories.createUser();
    const conversationId = await harassmentReported(buyer.id, pest.id);
    const decide = () =>
      call('POST', '/api/admin/reports/resolve', {
        targetType: 'CONVERSATION',
        targetId: conversationId,
        outcome: 'warn',
        message: 'Keep your messages polite.',
      });
    const answers = await Promise.all([decide(), decide()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error.code).toBe('REPORTS_ALREADY_RESOLVED');
    expect(await noticesOf(pest.id)).toHaveLength(1);
  });

  it('disabling the seller reuses the disable: their sessions end and their listing leaves browsing', async () => {
    const seller = await signIn(t);
    const listing = await t.factories.createListing({ userId: seller.user.id });
    await reportListing(listing.id, 'FRAUD');
    await call('POST', '/api/admin/reports/resolve', {
      targetType: 'LISTING',
      targetId: listing.id,
      outcome: 'disable',
    });
    expect((await t.app.inject({ url: '/api/auth/me', headers: seller.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/listings/public/${listing.id}` })).statusCode).toBe(404);
    expect((await auditOf(t, admin, seller.user.id)).map((entry) => entry.action)).toEqual(['user.disable']);
  });

  it('bulk dismiss closes several targets and skips ones already decided', async () => {
    const first = await t.factories.createListing();
    const second = await t.factories.createListing();
    await reportListing(first.id, 'SPAM');
    await reportListing(second.id, 'SPAM');
    await reportListing(second.id, 'OTHER');
    const { body } = await call('POST', '/api/admin/reports/dismiss', {
      targets: [
        { targetType: 'LISTING', targetId: first.id },
        { targetType: 'LISTING', targetId: second.id },
        { targetType: 'LISTING', targetId: first.id },
      ],
    });
    expect(body.data).toEqual({ closed: 3 });
    const open = await queue('status=open&limit=100');
    expect(open.some((item) => [first.id, second.id].includes(item.targetId))).toBe(false);
  });

  it('is for admins only', async () => {
    const user = await signIn(t);
    expect((await call('GET', '/api/admin/reports', undefined, user)).status).toBe(403);
  });
});
