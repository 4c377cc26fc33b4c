import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  favorites,
  listingImages,
  listings,
  refreshTokens,
  userSettings,
  users,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody, type TestFile } from '../../test/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signIn(overrides: Parameters<TestApp['factories']['createUser']>[0] = {}) {
  const user = await t.factories.createUser(overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { user, auth: { authorization: `Bearer ${response.json().data.tokens.accessToken}` } };
}

const multipart = (fields: Record<string, string>, file?: TestFile) =>
  multipartBody(fields, file ? [file] : []);

const photo = (width = 900, height = 600, background = '#0f766e') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner', Make: 'PhoneCam' } })
    .toBuffer();

describe('profile', () => {
  it('updates text fields from JSON and clears a field sent blank', async () => {
    const { user, auth } = await signIn({ bio: 'Old bio' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth,
      payload: {
        name: 'Sami Khoury',
        phone: '+963 944 123 456',
        city: 'Aleppo',
        dateOfBirth: '1990-04-01',
        bio: '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Sami Khoury',
      phone: '+963944123456',
      city: 'Aleppo',
      dateOfBirth: '1990-04-01',
      bio: null,
      username: user.username,
    });
  });

  it('takes a multipart picture: a 512 px square WebP without EXIF, replacing the old one', async () => {
    const { user, auth } = await signIn();
    const first = await multipart(
      { name: 'Nour Atassi' },
      { name: 'profilePicture', body: await photo(), type: 'image/jpeg' },
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...auth, ...first.headers },
      payload: first.payload,
    });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().data.profilePicture;
    // Absolute, from PUBLIC_URL: the mobile app has no page to resolve a path against.
    expect(url).toMatch(new RegExp(`^${t.config.mediaPublicUrl}/avatars/${user.id}/[0-9a-f]{16}\\.webp$`));
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);

    // Another part name (mobile clients) works too, and the old file is removed.
    const second = await multipart(
      {},
      { name: 'image', body: await photo(400, 800, '#b45309'), type: 'image/png' },
    );
    const replaced = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { ...auth, ...second.headers },
      payload: second.payload,
    });
    expect(replaced.json().data.profilePicture).not.toBe(url);
    expect((await t.app.inject({ url })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth,
      payload: { removeProfilePicture: true },
    });
    expect(removed.json().data.profilePicture).toBeNull();
  });

  it('judges a picture by its content, not its declared type', async () => {
    const { user, auth } = await signIn();
    const fake = await multipart(
      { name: 'Changed Name' },
      { name: 'profilePicture', body: Buffer.from('<?php echo 1; ?>'), type: 'image/jpeg' },
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...auth, ...fake.headers },
      payload: fake.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('IMAGE_INVALID_TYPE');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe(user.name);
  });

  it('refuses a picture over 5 MB with 413 and a taken username with 409', async () => {
    const { auth } = await signIn();
    const big = await multipart(
      {},
      { name: 'profilePicture', body: Buffer.alloc(5 * 1024 * 1024 + 10, 1), type: 'image/jpeg' },
    );
    const tooBig = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...auth, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('IMAGE_TOO_LARGE');

    const other = await t.factories.createUser();
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth,
      payload: { username: other.username.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('USERNAME_EXISTS');
  });
});

describe('settings', () => {
  it('starts with the spec defaults', async () => {
    const { auth } = await signIn();
    const response = await t.app.inject({ url: '/api/users/settings', headers: auth });
    expect(response.json().data).toMatchObject({
      preferences: { language: 'en', theme: 'light', timezone: 'UTC' },
      security: { twoFactorEnabled: false, loginNotifications: true, autoLogoutMinutes: null },
      privacy: {
        showEmail: false,
        showPhone: false,
        showOnlineStatus: true,
        allowMessaging: true,
        profileVisibility: 'public',
      },
      ui: { toastPosition: 'top-right', fontSize: 'medium' },
    });
  });

  it('changes only what was sent, through every spelling clients use', async () => {
    const { auth } = await signIn();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: auth,
      payload: { preferences: { language: 'ar', theme: 'dark' } },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/users/settings',
      headers: auth,
      payload: { notifications: { listingUpdates: false }, privacy: { showPhone: true } },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/settings/notifications',
      headers: auth,
      payload: { newsletterSubscribed: true },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/settings/ui',
      headers: auth,
      payload: { denseMode: true },
    });
    const security = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings/security',
      headers: auth,
      payload: { autoLogoutMinutes: 30 },
    });
    expect(security.json().data).toEqual({
      twoFactorEnabled: false,
      loginNotifications: true,
      autoLogoutMinutes: 30,
    });
    const all = (await t.app.inject({ url: '/api/users/settings', headers: auth })).json().data;
    expect(all.preferences).toMatchObject({ language: 'ar', theme: 'dark', timezone: 'UTC' });
    expect(all.notifications).toMatchObject({
      listingUpdates: false,
      newInboxMessages: true,
      newsletterSubscribed: true,
    });
    expect(all.privacy).toMatchObject({ showPhone: true, showEmail: false });
    expect(all.ui).toMatchObject({ denseMode: true, fontSize: 'medium' });
    const privacy = await t.app.inject({ url: '/api/users/settings/privacy', headers: auth });
    expect(privacy.json().data.showPhone).toBe(true);
    // The user carries language and theme so another device can apply them at sign-in.
    const me = (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().data;
    expect(me).toMatchObject({ preferences: { language: 'ar', theme: 'dark' }, autoLogoutMinutes: 30 });
  });

  it('refuses unknown sections, fields and values, and two-factor (not offered yet)', async () => {
    const { auth } = await signIn();
    const cases = [
      ['PATCH', '/api/users/settings', { preferences: { language: 'tr' } }],
      ['PATCH', '/api/users/settings', { preferences: { timezone: 'Mars/Olympus' } }],
      ['PATCH', '/api/users/settings', { privacy: { showEmial: true } }],
      ['PATCH', '/api/users/settings', { security: { autoLogoutMinutes: 7 } }],
      ['PATCH', '/api/users/settings/billing', { a: 1 }],
    ] as const;
    for (const [method, url, payload] of cases) {
      expect(
        (await t.app.inject({ method, url, headers: auth, payload })).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    const twoFactor = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/settings',
      headers: auth,
      payload: { security: { twoFactorEnabled: true } },
    });
    expect(twoFactor.statusCode).toBe(422);
  });
});

describe('public profile', () => {
  it('shows email and phone only when their owner shows them', async () => {
    const owner = await t.factories.createUser({
      phone: '+963944000111',
      bio: 'Cars since 1998',
      city: 'Homs',
    });
    const url = `/api/users/public-profile/${owner.id}`;
    const hidden = (await t.app.inject({ url })).json().data;
    expect(hidden).toMatchObject({
      id: owner.id,
      name: owner.name,
      bio: 'Cars since 1998',
      city: 'Homs',
      privateProfile: false,
    });
    expect(hidden).not.toHaveProperty('email');
    expect(hidden).not.toHaveProperty('phone');
    await t.db
      .update(userSettings)
      .set({ showEmail: true, showPhone: true })
      .where(eq(userSettings.userId, owner.id));
    expect((await t.app.inject({ url })).json().data).toMatchObject({
      email: owner.email,
      phone: '+963944000111',
    });
  });

  it('a private profile shows only name and avatar', async () => {
    const owner = await t.factories.createUser({ bio: 'secret' });
    await t.db
      .update(userSettings)
      .set({ profileVisibility: 'private', showEmail: true })
      .where(eq(userSettings.userId, owner.id));
    const data = (await t.app.inject({ url: `/api/users/public-profile/${owner.id}` })).json().data;
    expect(Object.keys(data).sort()).toEqual(['id', 'name', 'privateProfile', 'profilePicture']);
  });

  it('answers 404 for unknown or disabled users and 400 for a malformed id', async () => {
    const disabled = await t.factories.createUser({ status: 'disabled' });
    expect((await t.app.inject({ url: `/api/users/public-profile/${disabled.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/users/public-profile/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/users/public-profile/1' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/users/account', () => {
  it('needs the password, then removes the user, listings, images and favourites and ends sessions', async () => {
    const { user, auth } = await signIn();
    const listing = await t.factories.createListing({ userId: user.id });
    await t.storage.put(`listings/${listing.id}/a-card.webp`, Buffer.from('x'), 'image/webp');
    await t.db.insert(listingImages).values({
      listingId: listing.id,
      storageKey: `listings/${listing.id}/a`,
      contentHash: 'a',
      width: 1,
      height: 1,
      position: 0,
    });
    const othersListing = await t.factories.createListing({ favoritesCount: 3 });
    await t.db.insert(favorites).values({ userId: user.id, listingId: othersListing.id });

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/account',
      headers: auth,
      payload: { password: 'Wrong#Pass1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/account',
      headers: auth,
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(listings).where(eq(listings.userId, user.id))).toHaveLength(0);
    expect(
      await t.db.select().from(listingImages).where(eq(listingImages.listingId, listing.id)),
    ).toHaveLength(0);
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).toHaveLength(0);
    expect(await t.storage.exists(`listings/${listing.id}/a-card.webp`)).toBe(false);
    const [others] = await t.db.select().from(listings).where(eq(listings.id, othersListing.id));
    // The deleted user's save no longer counts on the listing that stays.
    expect(others?.favoritesCount).toBe(2);
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
  });
});
