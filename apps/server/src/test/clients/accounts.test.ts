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
const PASSWORD = 'Strong#Pass1';
const NEW_PASSWORD = 'Brand#New2026';
let emails = 0;
const uniqueEmail = (local = 'client') => `${local}.${++emails}.${Date.now()}@example.com`;
const canSignIn = async (email: string, password: string) =>
  (await post('/api/auth/login', { email, password })).statusCode === 200;

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

describe('sign-up', () => {
  it('the mobile app: register with a username of its own, then the mailed code (verify-email/code)', async () => {
    const email = uniqueEmail('layla');
    const register = await post('/api/auth/register', {
      name: 'Layla Ahmad',
      email,
      username: 'layla_a',
      password: PASSWORD,
    });
    expect(register.statusCode).toBe(201);
    expect(register.json().success).toBe(true);
    const code = await mail.latestCode(email);
    const verify = await post('/api/auth/verify-email/code', { email, code });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().success).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ username: 'layla_a', status: 'active' });
    expect(await canSignIn(email, PASSWORD)).toBe(true);
  });

  it('the web client: the email’s local part as username is not a choice, so a taken or odd one is replaced', async () => {
    const taken = await t.factories.createUser();
    const email = `${taken.username}@elsewhere.example`;
    const register = await post('/api/auth/register', {
      email,
      password: PASSWORD,
      name: 'Same Name',
      username: email.split('@')[0]!,
    });
    expect(register.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.username).not.toBe(taken.username);
    expect(row!.username.startsWith(taken.username.slice(0, 10))).toBe(true);

    const plus = uniqueEmail('sami+ads');
    const withPlus = await post('/api/auth/register', {
      email: plus,
      password: PASSWORD,
      name: 'Sami',
      username: plus.split('@')[0]!,
    });
    expect(withPlus.statusCode).toBe(201);
  });

  it('a multipart sign-up works like JSON', async () => {
    const email = uniqueEmail('form');
    const form = await multipartBody({
      name: 'Form Person',
      email,
      username: 'form_person',
      password: PASSWORD,
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', ...form });
    expect(response.statusCode).toBe(201);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('the web client: GET /auth/verify-email?token= from the mailed link verifies without signing in', async () => {
    const email = uniqueEmail('link');
    await post('/api/auth/register', { email, password: PASSWORD, name: 'Link Person', username: 'link' });
    const text = (await mail.nextMail(email, 0)).text;
    const token = decodeURIComponent(/verify-email\?token=([^&\s]+)/.exec(text)![1]!);
    const response = await t.app.inject({ url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { email, emailVerified: true } });
    expect(response.body).not.toMatch(/accessToken/);
    expect(await canSignIn(email, PASSWORD)).toBe(true);

    const used = await t.app.inject({ url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
    expect(used.statusCode).toBe(400);
    expect(used.json().error.code).toBe('INVALID_CODE');
  });

  it('resend-verification answers success for the address the clients send', async () => {
    const email = uniqueEmail('resend');
    await post('/api/auth/register', { email, password: PASSWORD, name: 'Resend Person' });
    // A minute passes before a second code goes out: the answer says when (429 with Retry-After).
    const again = await post('/api/auth/resend-verification', { email });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    const unknown = await post('/api/auth/resend-verification', { email: uniqueEmail('nobody') });
    expect(unknown.json()).toMatchObject({ success: true });
  });
});

describe('forgotten password', () => {
  it('the web client: send-password-change-verification { email } then change-password { verificationCode, newPassword, email }, signed out', async () => {
    const user = await t.factories.createUser();
    const sent = await post('/api/auth/send-password-change-verification', { email: user.email });
    expect(sent.statusCode).toBe(200);
    const code = await mail.latestCode(user.email);
    const changed = await post('/api/auth/change-password', {
      verificationCode: code,
      newPassword: NEW_PASSWORD,
      email: user.email,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().success).toBe(true);
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
    // Unknown addresses get the same answer and no mail.
    const ghost = uniqueEmail('ghost');
    expect((await post('/api/auth/send-password-change-verification', { email: ghost })).json()).toEqual(
      sent.json(),
    );
  });

  it('the mobile app: forgot-password { email } then change-password { email, verificationCode, newPassword }', async () => {
    const user = await t.factories.createUser();
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const code = await mail.latestCode(user.email);
    const wrong = await post('/api/auth/change-password', {
      email: user.email,
      verificationCode: code === '000000' ? '111111' : '000000',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    const changed = await post('/api/auth/change-password', {
      email: user.email,
      verificationCode: code,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
  });
});

describe('password change, signed in', () => {
  it('the mobile app: send-password-change-verification { email, currentPassword } then change-password with all three', async () => {
    const { user, auth } = await signedIn();
    const wrongPassword = await post(
      '/api/auth/send-password-change-verification',
      { email: user.email, currentPassword: 'Not#ThePassword1' },
      auth,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.code).toBe('WRONG_PASSWORD');
    const sent = await post(
      '/api/auth/send-password-change-verification',
      { email: user.email, currentPassword: user.password },
      auth,
    );
    expect(sent.statusCode).toBe(200);
    const code = await mail.latestCode(user.email);
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: NEW_PASSWORD, verificationCode: code },
      auth,
    );
    expect(changed.statusCode).toBe(200);
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('the web client: send-password-change-verification {} then change-password, with or without the current password', async () => {
    const { user, auth } = await signedIn();
    expect((await post('/api/auth/send-password-change-verification', {}, auth)).statusCode).toBe(200);
    const code = await mail.latestCode(user.email);
    const changed = await post(
      '/api/auth/change-password',
      { newPassword: NEW_PASSWORD, verificationCode: code },
      auth,
    );
    expect(changed.statusCode).toBe(200);
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
    // Without a session and without an email there is nobody to change.
    const anonymous = await post('/api/auth/change-password', {
      newPassword: PASSWORD,
      verificationCode: code,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('email change', () => {
  it('send-email-change-verification { newEmail } mails the new address; change-email-with-verification answers newEmail', async () => {
    const { user, auth } = await signedIn();
    const newEmail = uniqueEmail('moved');
    const sent = await post('/api/auth/send-email-change-verification', { newEmail }, auth);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().success).toBe(true);
    expect(mail.forAddress(user.email).some((item) => /new email/i.test(item.subject))).toBe(false);
    const code = await mail.latestCode(newEmail);
    const changed = await post('/api/auth/change-email-with-verification', { verificationCode: code }, auth);
    expect(changed.statusCode).toBe(200);
    // The web client reads `message` and `newEmail` at the top level.
    expect(changed.json()).toMatchObject({ success: true, newEmail, message: expect.any(String) });
    expect(await canSignIn(newEmail, user.password)).toBe(true);
    expect(await canSignIn(user.email, user.password)).toBe(false);
  });

  it('refuses an address another account has, and a wrong code', async () => {
    const { auth } = await signedIn();
    const other = await t.factories.createUser();
    const taken = await post('/api/auth/send-email-change-verification', { newEmail: other.email }, auth);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('EMAIL_EXISTS');
    const wrong = await post(
      '/api/auth/change-email-with-verification',
      { verificationCode: '123456' },
      auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CODE');
  });
});
