import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, userSettings, users, verificationCodes } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
let bearer: Record<string, string>;
const email = 'known@example.com';
beforeAll(async () => {
  t = await buildTestApp();
  const user = await t.factories.createUser({ email });
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: user.password },
  });
  bearer = { authorization: `Bearer ${session.json().data.tokens.accessToken}` };
  // The first signed-in call records activity; that is not what these tests look at.
  await t.app.inject({ url: '/api/auth/me', headers: bearer });
});
afterAll(() => t.close());

/** Everything an accounts call could change, rows in a stable order. */
async function snapshot() {
  const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    users: sorted(await t.db.select().from(users)),
    settings: sorted(await t.db.select().from(userSettings)),
    codes: sorted(await t.db.select().from(verificationCodes)),
    tokens: sorted(await t.db.select().from(refreshTokens)),
  };
}

const long = 'x'.repeat(5000);
const ROUTES: [method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, auth: boolean][] = [
  ['POST', '/api/auth/register', false],
  ['POST', '/api/auth/login', false],
  ['POST', '/api/auth/verify-email', false],
  ['POST', '/api/auth/resend-verification', false],
  ['POST', '/api/auth/refresh', false],
  ['POST', '/api/auth/password-reset/request', false],
  ['POST', '/api/auth/password-reset/verify', false],
  ['POST', '/api/auth/password-reset/confirm', false],
  ['POST', '/api/auth/change-password', true],
  ['PUT', '/api/users/profile', true],
  ['PATCH', '/api/users/settings', true],
  ['PATCH', '/api/users/settings/privacy', true],
  ['DELETE', '/api/users/account', true],
];
const BODIES: [name: string, body: string][] = [
  ['malformed JSON', '{"email": '],
  ['an array', '[1,2,3]'],
  ['a string', '"hello"'],
  [
    'wrong types',
    JSON.stringify({
      email: 42,
      password: true,
      name: [],
      username: {},
      code: 123456,
      newPassword: null,
      currentPassword: 1,
      verificationCode: [],
      refreshToken: 5,
      phone: 963,
      dateOfBirth: 19900101,
      privacy: 'all',
      showEmail: 'yes',
    }),
  ],
  [
    'over-long fields',
    JSON.stringify({
      email: `${long}@example.com`,
      password: long,
      name: long,
      username: long,
      code: long,
      newPassword: `A#1a${long}`,
      currentPassword: long,
      verificationCode: long,
      refreshToken: long,
      bio: long,
      street: long,
      city: long,
      phone: long,
      token: long,
    }),
  ],
  [
    'an almost right body',
    JSON.stringify({
      email: `${email}@`,
      password: '',
      name: ' ',
      code: '12345',
      newPassword: 'short',
      verificationCode: 'abcdef',
      dateOfBirth: '1990-02-30',
    }),
  ],
];

describe('bad input changes nothing', () => {
  it.each(ROUTES)('%s %s', async (method, url, auth) => {
    const before = await snapshot();
    for (const [name, body] of BODIES) {
      const response = await t.app.inject({
        method,
        url,
        payload: body,
        headers: { 'content-type': 'application/json', ...(auth ? bearer : {}) },
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, name).toBeLessThan(500);
      expect(response.json().success, name).toBe(false);
    }
    expect(await snapshot()).toEqual(before);
  });
});

// Fastify hands a body-less request's validators `null`; these calls' contracts make the body optional.
describe('a call whose body is optional accepts none at all', () => {
  const bare = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers });

  it('POST /api/auth/send-password-change-verification mails the code', async () => {
    const response = await bare('/api/auth/send-password-change-verification', bearer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ sent: true });
  });

  it('POST /api/auth/refresh and /logout read the cookie instead', async () => {
    const noCookie = await bare('/api/auth/refresh');
    expect(noCookie.json().error.code).toBe('NO_REFRESH_TOKEN');
    const unknown = await bare('/api/auth/refresh', {
      cookie: 'refresh_token=unknown',
      origin: t.config.publicUrl,
    });
    expect(unknown.json().error.code).toBe('REFRESH_FAILED');
    expect((await bare('/api/auth/logout')).statusCode).toBe(200);
  });
});
