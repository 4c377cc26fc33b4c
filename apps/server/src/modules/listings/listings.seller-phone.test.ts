import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userSettings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PHONE = '+963944000222';

/** The `seller` of a listing's public answer, its seller having these privacy settings. */
async function sellerWithListing(
  privacy: { showPhone: boolean; profileVisibility?: 'public' | 'private' },
  phone: string | null = PHONE,
) {
  const seller = await t.factories.createUser({ phone });
  await t.db.update(userSettings).set(privacy).where(eq(userSettings.userId, seller.id));
  const listing = await t.factories.createListing({ userId: seller.id });
  return (await t.app.inject({ url: `/api/listings/public/${listing.id}` })).json().data.seller;
}

describe("a listing's seller phone follows the seller's privacy settings", () => {
  it('is hidden when the seller does not show it (the default)', async () => {
    expect((await sellerWithListing({ showPhone: false })).phone).toBeNull();
  });

  it('is shown when the seller shows their phone', async () => {
    expect((await sellerWithListing({ showPhone: true })).phone).toBe(PHONE);
  });

  it('is hidden when the profile is private, even with showPhone on', async () => {
    const seller = await sellerWithListing({ showPhone: true, profileVisibility: 'private' });
    expect(seller.phone).toBeNull();
  });

  it('is null when the seller has no phone, whatever the setting', async () => {
    expect((await sellerWithListing({ showPhone: true }, null)).phone).toBeNull();
  });
});

describe("a private seller's listings", () => {
  it('name the seller and show the picture, but no username nor member-since date, in detail and lists', async () => {
    const seller = await t.factories.createUser({ name: 'Quiet Seller' });
    await t.db
      .update(userSettings)
      .set({ profileVisibility: 'private' })
      .where(eq(userSettings.userId, seller.id));
    const listing = await t.factories.createListing({ userId: seller.id, title: 'Private seller car' });
    const detail = (await t.app.inject({ url: `/api/listings/public/${listing.id}` })).json().data;
    const browsed = (await t.app.inject({ url: '/api/listings?limit=100' })).json().data.items;
    const listed = browsed.find((item: { id: string }) => item.id === listing.id);
    for (const shown of [detail.seller, listed.seller]) {
      expect(shown).toEqual({
        id: seller.id,
        name: 'Quiet Seller',
        profilePicture: null,
        allowMessaging: true,
        privateProfile: true,
        phone: null,
      });
    }
    // Nothing of them travels elsewhere in the answer either.
    expect(JSON.stringify(detail)).not.toContain(seller.username);
    expect(JSON.stringify(detail)).not.toContain(seller.createdAt.toISOString());
  });

  it('keep showing a public seller their username and member-since date', async () => {
    const seller = await t.factories.createUser();
    const listing = await t.factories.createListing({ userId: seller.id });
    const shown = (await t.app.inject({ url: `/api/listings/public/${listing.id}` })).json().data.seller;
    expect(shown).toMatchObject({ username: seller.username, memberSince: seller.createdAt.toISOString() });
  });
});
