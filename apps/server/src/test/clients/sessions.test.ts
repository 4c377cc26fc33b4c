import { gunzipSync } from 'node:zlib';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, refreshTokens, userSettings, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { startMailSink, type MailSink } from '../mail-sink.js';
import { multipartBody } from '../multipart.js';

// The session calls of the two clients already in people's hands (api-compat.md 0, 1, 9.3), sent
// as they send them: the old web client signs in by cookie only and posts empty bodies; the mobile
// app reads `data.tokens` and sends `Authorization: Bearer`, never a cookie. Then the forgery that
// cookies make possible (docs/security.md 8).

const SITE = 'https://souqna.example';
const SECOND_SITE = 'https://www.souqna.example';
const EVIL = 'https://evil.example';

let t: TestApp;
let mail: MailSink;
beforeAll(async () => {
  mail = await startMailSink();
  t = await buildTestApp({ PUBLIC_URL: `${SITE}/`, ALLOWED_ORIGINS: SECOND_SITE, SMTP_URL: mail.url });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

type Cookies = Record<string, string>;
const jar = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
/** What a browser keeps from an answer: the session cookies it set, by name. */
const cookiesOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
const browserJar = (response: LightMyRequestResponse): { session_token: string; refresh_token: string } => ({
  session_token: cookiesOf(response).session_token!.value,
  refresh_token: cookiesOf(response).refresh_token!.value,
});

async function member() {
  const user = await t.factories.createUser();
  // No sign-in mails: these tests read the mailbox for codes only.
  await t.db.update(userSettings).set({ loginNotifications: false }).where(eq(userSettings.userId, user.id));
  return user;
}

/** The old web client's login: JSON from a page of the site; it keeps the cookies. */
async function webLogin(user: { email: string; password: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: SITE },
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const liveSessions = async (userId: string) =>
  (
    await t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
  ).length;

describe('the old web client: cookies only', () => {
  it('login sets session_token and refresh_token, HttpOnly and Lax, beside the tokens in the body', async () => {
    const user = await member();
    const response = await webLogin(user);
    const { tokens, user: body } = response.json().data;
    expect(body.id).toBe(user.id);
    const cookies = cookiesOf(response);
    expect(cookies.session_token).toMatchObject({
      value: tokens.accessToken,
      path: '/',
      maxAge: 900,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    });
    expect(cookies.refresh_token).toMatchObject({
      value: tokens.refreshToken,
      path: '/api/auth',
      maxAge: 30 * 24 * 3600,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    });
    // The login protection's device cookie is still set beside them.
    expect(cookies.souqna_device).toMatchObject({ path: '/api/auth', httpOnly: true });
  });

  it('is signed in by the session_token cookie alone: /auth/me, /verify-token, the profile', async () => {
    const user = await member();
    const cookie = jar(browserJar(await webLogin(user)));
    for (const url of ['/api/auth/me', '/api/users/profile']) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().data.id, url).toBe(user.id);
    }
    const verify = await t.app.inject({ url: '/api/auth/verify-token', headers: { cookie } });
    expect(verify.json().data).toMatchObject({ valid: true, user: { id: user.id } });
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('is signed in by the old server’s jwt cookie too, and Bearer comes first', async () => {
    const user = await member();
    const other = await member();
    const { session_token: token } = browserJar(await webLogin(user));
    const otherToken = browserJar(await webLogin(other)).session_token;
    const asJwt = await t.app.inject({ url: '/api/auth/me', headers: { cookie: jar({ jwt: token }) } });
    expect(asJwt.json().data.id).toBe(user.id);
    // Bearer, then session_token, then jwt: the first present decides.
    const both = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: jar({ jwt: otherToken, session_token: token }) },
    });
    expect(both.json().data.id).toBe(user.id);
    const bearer = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: jar({ session_token: token }), authorization: `Bearer ${otherToken}` },
    });
    expect(bearer.json().data.id).toBe(other.id);
    // An expired or forged first token is refused, not passed over for the next.
    const forged = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: jar({ session_token: 'forged.token.here', jwt: token }) },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refreshes with an empty body, a JSON null or no body at all, reading the cookie, and answers no token a script could read', async () => {
    const user = await member();
    let cookies = browserJar(await webLogin(user));
    const bodies = [
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: 'null' },
      { headers: {}, payload: undefined },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
    ];
    for (const [index, body] of bodies.entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { ...body.headers, origin: SITE, cookie: jar(cookies) },
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      });
      expect(response.statusCode, `body ${index}: ${response.body}`).toBe(200);
      const next = browserJar(response);
      expect(next.refresh_token, `body ${index}`).not.toBe(cookies.refresh_token);
      // The cookies carry the new pair; the body says only when they expire.
      expect(response.body).not.toContain(next.refresh_token);
      expect(response.body).not.toContain(next.session_token);
      expect(Date.parse(response.json().data.tokens.accessTokenExpiresAt)).toBeGreaterThan(Date.now());
      expect(cookiesOf(response).session_token).toMatchObject({ path: '/', maxAge: 900, sameSite: 'Lax' });
      cookies = next;
    }
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: jar(cookies) } });
    expect(me.json().data.id).toBe(user.id);
  });

  it('logs out with no body: the session is revoked and both cookies are removed', async () => {
    const user = await member();
    const cookies = browserJar(await webLogin(user));
    expect(await liveSessions(user.id)).toBe(1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: SITE, cookie: jar(cookies) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.message).toBe('Logged out successfully');
    const removed = cookiesOf(response);
    expect(removed.session_token).toMatchObject({ value: '', maxAge: 0, path: '/' });
    expect(removed.refresh_token).toMatchObject({ value: '', maxAge: 0, path: '/api/auth' });
    expect(await liveSessions(user.id)).toBe(0);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: jar(cookies) } });
    expect(me.statusCode).toBe(401);
  });

  it('logs out by the access cookie alone (the refresh cookie’s path not reached)', async () => {
    const user = await member();
    const { session_token: token } = browserJar(await webLogin(user));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: SITE, cookie: jar({ session_token: token }), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await liveSessions(user.id)).toBe(0);
  });

  it('changes the profile by cookie from a page of the site, or of a configured origin', async () => {
    const user = await member();
    const cookie = jar(browserJar(await webLogin(user)));
    const from = async (headers: Record<string, string>, name: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { cookie, ...headers },
        payload: { name },
      });
    expect((await from({ origin: SITE }, 'By Origin')).statusCode).toBe(200);
    expect((await from({ origin: SECOND_SITE }, 'By Second Site')).statusCode).toBe(200);
    // Without Origin the Referer's origin counts.
    expect((await from({ referer: `${SITE}/settings?tab=profile` }, 'By Referer')).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe('By Referer');
  });

  it('verifying the email with the mailed code signs in with the cookies', async () => {
    const email = `fresh-${Date.now()}@example.com`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Fresh#Souqna2026', name: 'Fresh Member' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    // The old web client's path for the code; it reads the answer and keeps the cookies.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/code',
      headers: { origin: SITE },
      payload: { email, code: await mail.latestCode(email) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const cookies = browserJar(verified);
    expect(cookies.session_token).toBe(verified.json().data.tokens.accessToken);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: jar(cookies) } });
    expect(me.json().data.email).toBe(email);
  });
});

describe('the mobile app: Bearer only, no Origin', () => {
  it('reads data.tokens.accessToken from the login and calls with it', async () => {
    const user = await member();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate' },
      payload: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.statusCode).toBe(200);
    // Dio asks for gzip and unpacks it before the app reads the body.
    const body =
      login.headers['content-encoding'] === 'gzip' ? gunzipSync(login.rawPayload) : login.rawPayload;
    const token = JSON.parse(body.toString()).data.tokens.accessToken as string;
    const authorization = `Bearer ${token}`;
    const profile = await t.app.inject({ url: '/api/users/profile', headers: { authorization } });
    expect(profile.json().data.id).toBe(user.id);
    // Its profile form: multipart with the header, and no Origin (no browser sends it).
    const form = await multipartBody({ name: 'From The App', bio: 'Mobile' });
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...form.headers, authorization },
      payload: form.payload,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.name).toBe('From The App');
  });

  it('verifies the email with the code and reads the tokens from the body', async () => {
    const email = `app-${Date.now()}@example.com`;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'App Member', email, username: 'appmember', password: 'Fresh#Souqna2026' },
    });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/code',
      payload: { email, code: await mail.latestCode(email) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const token = verified.json().data.tokens.accessToken as string;
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data.email).toBe(email);
  });
});

describe('cross-site request forgery: an unsafe request signed in by cookie', () => {
  async function victim() {
    const user = await member();
    const cookies = browserJar(await webLogin(user));
    const listing = await t.factories.createListing();
    return { user, cookies, cookie: jar(cookies), listing };
  }
  const savedBy = async (userId: string) =>
    (await t.db.select().from(favorites).where(eq(favorites.userId, userId))).length;

  it('a form another site posts (multipart, urlencoded, text) changes nothing', async () => {
    const { user, cookie, listing } = await victim();
    const before = { saved: await savedBy(user.id), sessions: await liveSessions(user.id) };
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));

    // `<form method=post enctype=multipart/form-data action=…/api/listings/saved/{id}>`
    const multipart = await multipartBody({ note: 'x' });
    const forgeries = [
      { url: `/api/listings/saved/${listing.id}`, ...multipart },
      {
        url: '/api/listings/saved',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `listingId=${listing.id}`,
      },
      // The text/plain trick that makes a form body read as JSON.
      {
        url: '/api/users/settings',
        headers: { 'content-type': 'text/plain' },
        payload: '{"privacy":{"showEmail":true},"x":"=1"}',
      },
      {
        url: '/api/auth/logout',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      },
      {
        url: '/api/auth/refresh',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      },
    ];
    for (const forgery of forgeries) {
      const response = await t.app.inject({
        method: 'POST',
        url: forgery.url,
        headers: { ...forgery.headers, cookie, origin: EVIL, referer: `${EVIL}/win-a-car` },
        payload: forgery.payload,
      });
      expect(response.statusCode, `${forgery.url}: ${response.body}`).toBe(403);
      expect(response.json().error.code).toBe('CSRF_ORIGIN_REJECTED');
      expect(response.headers['set-cookie'], forgery.url).toBeUndefined();
    }
    expect({ saved: await savedBy(user.id), sessions: await liveSessions(user.id) }).toEqual(before);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(row);
    // The same save from the site's own page goes through: the cookie alone was not the refusal.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/listings/saved/${listing.id}`,
      headers: { ...multipart.headers, cookie, origin: SITE },
      payload: multipart.payload,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await savedBy(user.id)).toBe(before.saved + 1);
  });

  it('PUT, PATCH and DELETE are held to it too, by either session cookie', async () => {
    const { user, cookies, listing } = await victim();
    await t.db.insert(favorites).values({ userId: user.id, listingId: listing.id });
    const attempts = [
      { method: 'DELETE' as const, url: `/api/listings/saved/${listing.id}`, cookie: jar(cookies) },
      {
        method: 'PATCH' as const,
        url: '/api/users/profile',
        cookie: jar({ jwt: cookies.session_token }),
        payload: { name: 'Forged' },
      },
      {
        method: 'DELETE' as const,
        url: '/api/users/account',
        cookie: jar(cookies),
        payload: { password: user.password },
      },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({
        method: attempt.method,
        url: attempt.url,
        headers: { cookie: attempt.cookie, origin: EVIL },
        ...(attempt.payload ? { payload: attempt.payload } : {}),
      });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: user.name, status: 'active' });
    expect(await savedBy(user.id)).toBe(1);
  });

  it('refuses what shows no allowed origin: none at all, Origin null, a foreign Referer, Origin over Referer', async () => {
    const { user, cookie } = await victim();
    const cases: Record<string, string>[] = [
      {},
      { origin: 'null' },
      { referer: `${EVIL}/page` },
      { origin: EVIL, referer: `${SITE}/settings` },
      { origin: 'https://souqna.example.evil.example' },
      { origin: 'http://souqna.example' },
      { origin: 'not a url' },
    ];
    for (const headers of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { cookie, ...headers },
        payload: { name: 'Forged' },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe(user.name);
  });

  it('leaves alone what cookies do not sign in: Bearer calls, cookie-less calls, reads', async () => {
    const { user, cookies, cookie } = await victim();
    // A Bearer call from anywhere, stale cookies or not: no page of another site can add the header.
    const bearer = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${cookies.session_token}`, cookie, origin: EVIL },
      payload: { name: 'By Bearer' },
    });
    expect(bearer.statusCode, bearer.body).toBe(200);
    // No session cookie: nobody to act for (the device cookie and others do not sign in).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: EVIL, cookie: 'theme=dark; souqna_device=whatever' },
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    // Reads change nothing, so a link from another site arrives signed in (SameSite=Lax).
    const read = await t.app.inject({ url: '/api/auth/me', headers: { cookie, origin: EVIL } });
    expect(read.statusCode).toBe(200);
  });
});
