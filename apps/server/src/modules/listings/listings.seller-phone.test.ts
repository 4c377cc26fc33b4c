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
