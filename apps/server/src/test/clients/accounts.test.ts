import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSettings, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { startMailSink, type MailSink } from '../mail-sink.js';
import { multipartBody } from '../multipart.js';

// The accounts and users calls of the existing web and mobile clients (api-compat.md sections 1,
// 2, 8 and 9), each as that client sends it, asserting the fields it reads.
let t: TestApp;
let mail: MailSink;
beforeAll(async () => {
  mail = await startMailSink();
  t = await buildTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-in user as the mobile app keeps it: the login answer's `data.tokens.accessToken`. */
async function signedIn(overrides: Parameters<TestApp['factories']['createUser']>[0] = {}) {
  const user = await t.factories.createUser(overrides);
  // No sign-in alert mails in these tests' inboxes.
  await t.db.update(userSettings).set({ loginNotifications: false }).where(eq(userSettings.userId, user.id));
  const login = await post('/api/auth/login', { email: user.email, password: user.password });
  expect(login.statusCode).toBe(200);
  return { user, auth: bearer(login.json().data.tokens.accessToken as string), login: login.json() };
}

// The old backend's user fields the clients read from login, /me and the profile (api-compat 1).
const USER_FIELDS = [
  'id',
  'email',
  'username',
  'role',
  'createdAt',
  'updatedAt',
  'phone',
  'profilePicture',
  'bio',
  'name',
  'dateOfBirth',
  'street',
  'city',
  'allowMessaging',
  'listingNotifications',
  'messageNotifications',
  'loginNotifications',
  'showEmail',
  'showOnlineStatus',
  'showPhoneNumber',
  'privateProfile',
];
const SETTINGS_FLAGS = [
  'allowMessaging',
  'listingNotifications',
  'messageNotifications',
  'loginNotifications',
  'newsletterSubscribed',
  'showEmail',
  'showOnlineStatus',
  'showPhoneNumber',
  'privateProfile',
];
const SECRETS = /passwordHash|password|refreshToken|verificationCode|verificationToken|\$argon2/;

describe('the user the clients read', () => {
  it('login, /me and GET /users/profile carry every field the clients read, null when unknown, and no secret', async () => {
    const { auth, login } = await signedIn();
    const fromLogin = login.data.user;
    for (const field of USER_FIELDS) expect(fromLogin, field).toHaveProperty(field);
    expect(fromLogin).toMatchObject({
      phone: null,
      bio: null,
      listingNotifications: true,
      showPhoneNumber: false,
    });

    const me = (await t.app.inject({ url: '/api/auth/me', headers: auth })).json();
    for (const field of [...USER_FIELDS, 'location']) expect(me.data, field).toHaveProperty(field);

    const profile = await t.app.inject({ url: '/api/users/profile', headers: auth });
    expect(profile.statusCode).toBe(200);
    for (const field of [...USER_FIELDS, 'location'])
      expect(profile.json().data, field).toHaveProperty(field);
    expect(profile.body).not.toMatch(SECRETS);
  });
});

describe('PUT /api/users/profile', () => {
  it('takes the mobile app’s multipart form (name, username, bio, street, city, phone, profilePicture)', async () => {
    const { user, auth } = await signedIn();
    const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const form = await multipartBody(
      {
        name: 'Rami Haddad',
        username: user.username,
        bio: 'Selling my family car',
        street: 'Baghdad Street',
        city: 'Damascus',
        phone: '+963 944 123 456',
      },
      [{ name: 'profilePicture', body: picture, type: 'image/jpeg', filename: 'profile_1732600000000.jpg' }],
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      ...form,
      headers: { ...form.headers, ...auth },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    // The old backend ignored `name`; Souqna keeps it (api-compat.md 9.13).
    expect(data).toMatchObject({
      name: 'Rami Haddad',
      bio: 'Selling my family car',
      street: 'Baghdad Street',
      city: 'Damascus',
      location: 'Damascus',
      phone: '+963944123456',
    });
    expect(data.profilePicture).toMatch(/\/media\/avatars\//);
  });

  it('takes the web client’s multipart form: email is not changed there, blank text clears', async () => {
    const { user, auth } = await signedIn();
    await t.db.update(users).set({ bio: 'Old bio', phone: '+963944000000' }).where(eq(users.id, user.id));
    const form = await multipartBody({
      username: user.username,
      email: 'someone-else@example.com',
      bio: '',
      dateOfBirth: '1990-05-01',
      phone: '',
      street: '',
      city: 'Aleppo',
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      ...form,
      headers: { ...form.headers, ...auth },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: user.email,
      bio: null,
      phone: null,
      dateOfBirth: '1990-05-01',
      city: 'Aleppo',
    });
  });
});

describe('settings', () => {
  it('GET /users/settings answers the flags flat (mobile) beside the sections', async () => {
    const { auth } = await signedIn();
    const response = await t.app.inject({ url: '/api/users/settings', headers: auth });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    for (const flag of SETTINGS_FLAGS) expect(typeof data[flag], flag).toBe('boolean');
    expect(data.privacy).toBeDefined();
  });

  it('POST /users/settings with the mobile app’s nested body changes the flags it reads back', async () => {
    const { auth } = await signedIn();
    const body = {
      notifications: {
        listingUpdates: false,
        newInboxMessages: true,
        loginNotifications: true,
        newsletterSubscribed: true,
      },
      privacy: {
        profileVisibility: 'private',
        allowMessaging: false,
        showEmail: true,
        showOnlineStatus: false,
        showPhone: false,
      },
    };
    const response = await post('/api/users/settings', body, auth);
    expect(response.statusCode).toBe(200);
    const expected = {
      allowMessaging: false,
      listingNotifications: false,
      messageNotifications: true,
      loginNotifications: true,
      newsletterSubscribed: true,
      showEmail: true,
      showOnlineStatus: false,
      showPhoneNumber: false,
      privateProfile: true,
    };
    expect(response.json().data).toMatchObject(expected);
    expect((await t.app.inject({ url: '/api/users/settings', headers: auth })).json().data).toMatchObject(
      expected,
    );
  });

  it('PUT /users/settings takes the web client’s nested body and the old flat flags', async () => {
    const { auth } = await signedIn();
    const nested = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      payload: {
        privacy: {
          showEmail: true,
          showPhone: true,
          showOnlineStatus: true,
          allowMessaging: true,
          profileVisibility: 'public',
        },
      },
      headers: auth,
    });
    expect(nested.json().data).toMatchObject({ showEmail: true, privateProfile: false });
    const flat = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      payload: { showPhoneNumber: false, privateProfile: true, privacy: { showEmail: false } },
      headers: auth,
    });
    expect(flat.statusCode).toBe(200);
    expect(flat.json().data).toMatchObject({
      showPhoneNumber: false,
      privateProfile: true,
      showEmail: false,
      privacy: { showPhone: false, profileVisibility: 'private', showEmail: false },
    });
  });
});

describe('GET /api/users/public-profile/:id', () => {
  it('answers the fields the web client’s profile page reads, and never a secret', async () => {
    const { user } = await signedIn();
    await t.db.update(users).set({ bio: 'Car dealer in Homs', city: 'Homs' }).where(eq(users.id, user.id));
    const response = await t.app.inject({ url: `/api/users/public-profile/${user.id}` });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: user.id,
      username: user.username,
      bio: 'Car dealer in Homs',
      location: 'Homs',
      allowMessaging: true,
      showOnlineStatus: true,
    });
    expect(typeof data.createdAt).toBe('string');
    expect(response.body).not.toMatch(SECRETS);
  });
});

describe('DELETE /api/users/account', () => {
  it('deletes the account with the password the web client sends as JSON', async () => {
    const { user, auth } = await signedIn();
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/account',
      payload: { password: 'nope' },
      headers: auth,
    });
    expect(wrong.statusCode).toBe(400);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/account',
      payload: { password: user.password },
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });
});
