import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions, reports, subscriptionRequests } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t, { role: 'ADMIN' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const dashboard = async () => {
  const response = await t.app.inject({ url: '/api/admin/dashboard', headers: admin.auth });
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, number>;
};

describe('admin dashboard', () => {
  it('counts what waits for an admin and what the last 7 days brought, each only when it should', async () => {
    const before = await dashboard();
    const { factories, db } = t;
    const seller = await factories.createUser();
    const old = await factories.createUser({ createdAt: daysAgo(8) });
    await factories.createListing({ userId: seller.id, status: 'pending' });
    await factories.createListing({ userId: seller.id, status: 'sold' });
    await factories.createListing({ userId: old.id, createdAt: daysAgo(8) });
    const reported = await factories.createListing({
      userId: old.id,
      status: 'pending',
      createdAt: daysAgo(9),
    });
    const report = { reporterId: seller.id, targetType: 'LISTING' as const, reason: 'scam' };
    await db.insert(reports).values([
      { ...report, targetId: reported.id, listingId: reported.id },
      { ...report, targetId: old.id, targetType: 'USER', status: 'reviewing' },
      { ...report, targetId: seller.id, targetType: 'USER', reporterId: old.id, status: 'dismissed' },
    ]);
    const message = { name: 'Omar', email: 'omar@example.com', subject: 'Hi', message: 'Hello' };
    await db
      .insert(contactSubmissions)
      .values([
        message,
        { ...message, readAt: new Date() },
        { ...message, archivedAt: new Date(), readAt: new Date() },
      ]);
    await db
      .insert(subscriptionRequests)
      .values([{ userId: seller.id }, { userId: old.id, status: 'rejected', decisionNote: 'No' }]);

    expect(await dashboard()).toEqual({
      pendingListings: before.pendingListings! + 2,
      openReports: before.openReports! + 2,
      unreadContact: before.unreadContact! + 1,
      openPremiumRequests: before.openPremiumRequests! + 1,
      newUsers: before.newUsers! + 1,
      newListings: before.newListings! + 2,
    });
  });

  it('is refused to a signed-in user', async () => {
    const user = await signIn(t);
    const response = await t.app.inject({ url: '/api/admin/dashboard', headers: user.auth });
    expect(response.statusCode).toBe(403);
  });
});
