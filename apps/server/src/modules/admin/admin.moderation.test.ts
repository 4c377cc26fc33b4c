import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationItem } from '@souqna/contracts';
import { notifications } from '../../db/schema/index.js';
import { auditOf } from '../../test/admin-audit.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { editRequests, photo } from '../../test/listing-edits.js';
import type { TestFile } from '../../test/multipart.js';
import { resaved, seedPhoto } from '../../test/seed-photos.js';

const car = (fields: Record<string, string> = {}) => ({
  title: 'Kia Rio 2016',
  description: 'Economical and clean, one owner.',
  price: '6500',
  currency: 'USD',
  location: 'Homs',
  category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
  details: JSON.stringify({ make: 'kia', model: 'rio', year: 2016 }),
  ...fields,
});

/** One app and its moderation calls, as an admin makes them. */
function moderationOf(t: TestApp) {
  const requests = editRequests(t);
  let admin: Awaited<ReturnType<typeof requests.signIn>>;
  const as = () => admin.auth;
  return {
    requests,
    async setUp() {
      admin = await requests.signIn({ role: 'ADMIN' });
    },
    admin: () => admin,
    async post(
      seller: { auth: Record<string, string> },
      fields: Record<string, string> = {},
      files?: TestFile[],
    ) {
      const response = await requests.send(
        'POST',
        '/api/listings',
        seller.auth,
        car(fields),
        files ?? [await photo('#225588')],
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: string; status: string };
    },
    queue: async () => {
      const response = await t.app.inject({ url: '/api/admin/moderation?limit=100', headers: as() });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { items: ModerationItem[]; total: number };
    },
    decide: (id: string, action: 'approve' | 'reject', payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/admin/moderation/${id}/${action}`, headers: as(), payload }),
    bulk: (ids: string[]) =>
      t.app.inject({ method: 'POST', url: '/api/admin/moderation/approve', headers: as(), payload: { ids } }),
    noticesOf: (userId: string) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'LISTING_CREATED'))),
    view: (id: string, auth: Record<string, string> = {}) =>
      t.app.inject({ url: `/api/listings/public/${id}`, headers: auth }),
  };
}

describe('moderation with MODERATION=pre', () => {
  let t: TestApp;
  let m: ReturnType<typeof moderationOf>;
  beforeAll(async () => {
    t = await buildTestApp({ MODERATION: 'pre' });
    m = moderationOf(t);
    await m.setUp();
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    const user = await m.requests.signIn();
    expect((await t.app.inject({ url: '/api/admin/moderation' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/moderation', headers: user.auth })).statusCode).toBe(403);
    const mine = await m.post(user);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/${mine.id}/approve`,
      headers: user.auth,
    });
    expect(own.statusCode).toBe(403);
  });

  it('queues pending listings oldest first, with photos and the seller', async () => {
    const seller = await m.requests.signIn();
    const older = await m.post(seller, { title: 'Kia Rio 2016 older' });
    const newer = await m.post(seller, { title: 'Kia Rio 2016 newer' });
    expect(older.status).toBe('pending');
    const { items } = await m.queue();
    const ids = items.map((item) => item.listing.id);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const item = items[ids.indexOf(older.id)]!;
    expect(item.listing.images).toHaveLength(1);
    expect(item.flags).toEqual([]);
    expect(item.seller).toMatchObject({
      id: seller.user.id,
      email: seller.user.email,
      listings: 2,
      rejections: 0,
    });
  });

  it('approving makes it live, tells its owner and is audited; a second decision is refused', async () => {
    const seller = await m.requests.signIn();
    const listing = await m.post(seller);
    expect((await m.view(listing.id)).statusCode).toBe(404);
    const response = await m.decide(listing.id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect((await m.view(listing.id)).json().data.status).toBe('active');
    expect((await m.queue()).items.some((item) => item.listing.id === listing.id)).toBe(false);
    const [notice] = await m.noticesOf(seller.user.id);
    expect(notice).toMatchObject({ title: 'Your listing was approved', listingId: listing.id });
    const [entry] = await auditOf(t, m.admin(), listing.id);
    expect(entry).toMatchObject({
      action: 'listing.approve',
      actor: { id: m.admin().user.id },
      before: { status: 'pending' },
      after: { status: 'active' },
    });
    const again = await m.decide(listing.id, 'reject', { reason: 'photos' });
    expect(again.json().error.code).toBe('LISTING_NOT_PENDING');
  });

  it('rejecting hides it with the reason its owner reads (in Arabic), and a fix sends it back for review', async () => {
    const seller = await m.requests.signIn();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings/preferences',
      headers: seller.auth,
      payload: { language: 'ar' },
    });
    const listing = await m.post(seller);
    const missingNote = await m.decide(listing.id, 'reject', { reason: 'other' });
    expect(missingNote.statusCode).toBe(400);
    const unknown = await m.decide(listing.id, 'reject', { reason: 'ugly' });
    expect(unknown.statusCode).toBe(400);

    const response = await m.decide(listing.id, 'reject', {
      reason: 'photos',
      note: 'The photo is of another car.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await m.view(listing.id)).statusCode).toBe(404);
    const own = (await m.view(listing.id, seller.auth)).json().data;
    expect(own).toMatchObject({
      status: 'inactive',
      rejection: { reason: 'photos', note: 'The photo is of another car.' },
    });
    const [notice] = await m.noticesOf(seller.user.id);
    expect(notice!.title).toBe('لم تتم الموافقة على إعلانك');
    expect(notice!.message).toContain('الصور غير واضحة أو لا تعود للغرض');
    expect(notice!.message).toContain('The photo is of another car.');
    const [entry] = await auditOf(t, m.admin(), listing.id);
    expect(entry).toMatchObject({
      action: 'listing.reject',
      after: { status: 'inactive', reason: 'photos', ownerId: seller.user.id },
    });

    // The owner fixes it: back in the queue, the reason gone, the rejection in the seller's record.
    const fixed = await m.requests.send(
      'PUT',
      `/api/listings/${listing.id}`,
      seller.auth,
      { status: 'active' },
      [await photo('#884422')],
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.status).toBe('pending');
    expect(fixed.json().data.rejection).toBeUndefined();
    const queued = (await m.queue()).items.find((item) => item.listing.id === listing.id);
    expect(queued?.seller.rejections).toBe(1);
  });

  it('approves several at once, skipping those no longer pending', async () => {
    const seller = await m.requests.signIn();
    const first = await m.post(seller, { title: 'Kia Rio 2016 one' });
    const second = await m.post(seller, { title: 'Kia Rio 2016 two' });
    await m.decide(second.id, 'approve');
    const response = await m.bulk([first.id, second.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ approved: [first.id], skipped: [second.id] });
    expect((await m.view(first.id)).json().data.status).toBe('active');
    expect((await auditOf(t, m.admin(), first.id))[0]).toMatchObject({ action: 'listing.approve' });
  });
});

describe('moderation with MODERATION=post: a flagged first listing', () => {
  let t: TestApp;
  let m: ReturnType<typeof moderationOf>;
  beforeAll(async () => {
    t = await buildTestApp({ MODERATION: 'post', FREE_LISTING_QUOTA: '10' });
    m = moderationOf(t);
    await m.setUp();
  });
  afterAll(() => t.close());

  it('waits in the queue with its flag and the matched listing named, and goes live when approved', async () => {
    const original = await seedPhoto(2);
    const first = await m.post(await m.requests.signIn(), {}, [
      { name: 'images', filename: 'a.jpg', type: 'image/jpeg', body: original },
    ]);
    expect(first.status).toBe('active');
    const other = await m.requests.signIn();
    const copy = await m.post(other, { title: 'كيا ريو نظيفة', description: 'سيارة بحالة ممتازة.' }, [
      { name: 'images', filename: 'b.jpg', type: 'image/jpeg', body: await resaved(original, 640) },
    ]);
    expect(copy.status).toBe('pending');
    const item = (await m.queue()).items.find((entry) => entry.listing.id === copy.id);
    expect(item?.flags).toEqual([
      expect.objectContaining({
        kind: 'scam_photos',
        relatedListing: { id: first.id, title: 'Kia Rio 2016', status: 'active' },
      }),
    ]);
    expect((await m.decide(copy.id, 'approve')).statusCode).toBe(200);
    expect((await m.view(copy.id)).json().data.status).toBe('active');
    expect(await m.noticesOf(other.user.id)).toEqual([
      expect.objectContaining({ title: 'Your listing was approved' }),
    ]);
  });
});
