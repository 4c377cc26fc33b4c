import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.js';
import { notificationHelpers } from '../../test/notification-helpers.js';

const h = notificationHelpers();

const ofType = async (who: Awaited<ReturnType<typeof h.person>>, type: string) =>
  (await h.inbox(who)).filter((item) => item.type === type);

describe('a price change (PRICE_UPDATE)', () => {
  it('tells everyone who saved it, live, how much it dropped and in which currency; nobody else', async () => {
    const seller = await h.person();
    const buyer = await h.person();
    const arabic = await h.person();
    const stranger = await h.person();
    await h.call('PUT', '/api/users/settings/preferences', arabic, { language: 'ar' });
    const car = await h.listing(seller, 'Toyota Corolla 2015', '9000', 'USD');
    await h.save(buyer, car.id);
    await h.save(arabic, car.id);
    // The seller saving their own listing is still not told of their own edit.
    await h.save(seller, car.id);
    const live = await h.online(buyer);
    const priceChange = live.next('PRICE_CHANGE');
    const fresh = live.next('notification:new');

    expect((await h.edit(seller, car.id, { price: '8500' })).statusCode).toBe(200);

    const [mine] = await ofType(buyer, 'PRICE_UPDATE');
    expect(mine).toMatchObject({
      title: 'Price drop',
      message: '“Toyota Corolla 2015” dropped by 500 USD to 8,500 USD',
      listingId: car.id,
      targetId: car.id,
      read: false,
    });
    expect((await ofType(arabic, 'PRICE_UPDATE'))[0]).toMatchObject({
      title: 'انخفض السعر',
      message: expect.stringContaining('٥٠٠ دولار'),
    });
    expect(await ofType(seller, 'PRICE_UPDATE')).toEqual([]);
    expect(await ofType(stranger, 'PRICE_UPDATE')).toEqual([]);

    expect(await priceChange).toEqual({
      id: mine!.id,
      userId: buyer.user.id,
      type: 'PRICE_UPDATE',
      createdAt: mine!.createdAt,
      read: false,
      title: 'Price drop',
      content: mine!.message,
      listingId: car.id,
    });
    expect(await fresh).toMatchObject({ notification: { id: mine!.id }, unreadCount: 1 });
  });

  it('makes one notification of a burst of edits, from the first price to the last', async () => {
    const seller = await h.person();
    const buyer = await h.person();
    const car = await h.listing(seller, 'Kia Rio 2014', '5000', 'USD');
    await h.save(buyer, car.id);
    for (const price of ['4900', '4800', '4850', '4700', '4600']) await h.edit(seller, car.id, { price });
    const updates = await ofType(buyer, 'PRICE_UPDATE');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ count: 5, message: '“Kia Rio 2014” dropped by 400 USD to 4,600 USD' });

    // Once read, the next change is news again.
    await h.call('PUT', `/api/notifications/${updates[0]!.id}/read`, buyer);
    await h.edit(seller, car.id, { price: '5200' });
    const after = await ofType(buyer, 'PRICE_UPDATE');
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({
      title: 'Price changed',
      message: '“Kia Rio 2014” now costs 5,200 USD (was 4,600 USD)',
      count: 1,
    });
  });

  it('says the new price without a drop when the currency changes', async () => {
    const seller = await h.person();
    const buyer = await h.person();
    const car = await h.listing(seller, 'Hyundai Accent', '6000', 'USD');
    await h.save(buyer, car.id);
    await h.edit(seller, car.id, { price: '60000000', currency: 'SYP' });
    expect((await ofType(buyer, 'PRICE_UPDATE'))[0]!.message).toBe(
      '“Hyundai Accent” now costs 60,000,000 SYP (was 6,000 USD)',
    );
  });

  it('respects a saver’s listing updates toggle', async () => {
    const seller = await h.person();
    const quiet = await h.person();
    const car = await h.listing(seller);
    await h.save(quiet, car.id);
    await h.settings(quiet, { listingUpdates: false });
    await h.edit(seller, car.id, { price: '100' });
    expect(await h.inbox(quiet)).toEqual([]);
  });
});

describe('a listing marked sold or rented (LISTING_SOLD)', () => {
  it('tells its savers once, not its owner, nor anyone else', async () => {
    const seller = await h.person();
    const buyer = await h.person();
    const stranger = await h.person();
    const car = await h.listing(seller, 'Nissan Sunny');
    await h.save(buyer, car.id);
    expect((await h.edit(seller, car.id, { status: 'sold' })).statusCode).toBe(200);
    // Saving again to the same status tells nobody again.
    await h.edit(seller, car.id, { status: 'sold' });
    const sold = await ofType(buyer, 'LISTING_SOLD');
    expect(sold).toHaveLength(1);
    expect(sold[0]).toMatchObject({
      title: 'A saved listing was sold',
      message: '“Nissan Sunny”, which you saved, has been sold',
      listingId: car.id,
    });
    expect(await ofType(seller, 'LISTING_SOLD')).toEqual([]);
    expect(await ofType(stranger, 'LISTING_SOLD')).toEqual([]);

    const flat = await h.listing(seller, 'Flat to let');
    await h.save(buyer, flat.id);
    await h.edit(seller, flat.id, { status: 'rented' });
    expect((await ofType(buyer, 'LISTING_SOLD'))[0]).toMatchObject({ title: 'A saved listing was rented' });
  });
});

describe('a listing published (LISTING_CREATED)', () => {
  it('tells its owner when it goes live, and when an admin approves one that waited for review', async () => {
    const seller = await h.person();
    const car = await h.listing(seller, 'Mazda 3');
    expect((await ofType(seller, 'LISTING_CREATED'))[0]).toMatchObject({
      title: 'Your listing is live',
      listingId: car.id,
      targetId: car.id,
    });

    const waiting = await h.listing(seller, 'Mazda 6');
    await h
      .app()
      .db.update(listings)
      .set({ status: 'pending', publishedAt: null })
      .where(eq(listings.id, waiting.id));
    const admin = await h.person({ role: 'ADMIN' });
    const approved = await h.app().app.inject({
      method: 'POST',
      url: `/api/admin/moderation/${waiting.id}/approve`,
      headers: admin.auth,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const created = await ofType(seller, 'LISTING_CREATED');
    expect(created).toHaveLength(3);
    expect(created[0]).toMatchObject({
      title: 'Your listing was approved',
      message: '“Mazda 6” was reviewed and is now visible to everyone',
      listingId: waiting.id,
    });
    expect(await ofType(admin, 'LISTING_CREATED')).toEqual([]);
  });
});
