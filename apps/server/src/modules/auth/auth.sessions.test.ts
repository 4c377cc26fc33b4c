import { AUTH_LIMITS } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { hashToken } from '../../platform/auth/tokens.js';
import { refreshTokens, userSettings, users } from '../../db/schema/index.js';
import { buildApp } from '../../app.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.update(userSettings).set({ loginNotifications: false });
});
afterAll(() => t.close());

async function signIn() {
  const user = await t.factories.createUser();
  await t.db.update(userSettings).set({ loginNotifications: false }).where(eq(userSettings.userId, user.id));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { user, tokens: response.json().data.tokens as { accessToken: string; refreshToken: string } };
}
const sidOf = (tokens: { accessToken: string }) =>
  JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
const me = (token: string) =>
  t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const refresh = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload, headers });

/** Moves a token's rotation back past the grace window, as if the replay came 11 s later. */
const pastGrace = (refreshToken: string) =>
  t.db
    .update(refreshTokens)
    .set({ revokedAt: new Date(Date.now() - (AUTH_LIMITS.refreshGraceSeconds + 1) * 1000) })
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));

describe('sessions', () => {
  it('GET /me and /verify-token need a valid bearer token', async () => {
    const { user, tokens } = await signIn();
    expect((await me(tokens.accessToken)).json().data.id).toBe(user.id);
    const verify = await t.app.inject({
      url: '/api/auth/verify-token',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(verify.json().data).toMatchObject({ valid: true, user: { id: user.id } });
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const garbage = await me('not.a.token');
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().error.code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired access token with TOKEN_EXPIRED and a forged one with INVALID_TOKEN', async () => {
    const { user, tokens } = await signIn();
    const sid = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()).sid;
    const sign = (secret: string, exp: number) =>
      new SignJWT({ email: user.email, role: 'ADMIN', sid, type: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer('souqna')
        .setAudience('souqna')
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const expired = await me(await sign(t.config.jwtSecret, Math.floor(Date.now() / 1000) - 10));
    expect(expired.json().error.code).toBe('TOKEN_EXPIRED');
    const forged = await me(await sign('x'.repeat(64), Math.floor(Date.now() / 1000) + 600));
    expect(forged.json().error.code).toBe('INVALID_TOKEN');
  });

  it('rotates the refresh token; reusing an old one ends the whole session', async () => {
    const { tokens } = await signIn();
    const first = await refresh({ refreshToken: tokens.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = first.json().data;
    expect(rotated.tokens.refreshToken).not.toBe(tokens.refreshToken);
    expect(rotated.accessToken).toBe(rotated.tokens.accessToken);
    expect((await me(rotated.tokens.accessToken)).statusCode).toBe(200);

    await pastGrace(tokens.refreshToken);
    const replay = await refresh({ refreshToken: tokens.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('REFRESH_FAILED');
    // The thief's replay revoked the family: the legitimate newer pair is dead too.
    expect((await refresh({ refreshToken: rotated.tokens.refreshToken })).statusCode).toBe(401);
    expect((await me(rotated.tokens.accessToken)).statusCode).toBe(401);
  });

  it('reads the refresh token from the cookie older clients use, and says NO_REFRESH_TOKEN without one', async () => {
    const { tokens } = await signIn();
    const viaCookie = await refresh(
      {},
      // A page of the site: a cookie-signed unsafe call must show its origin (docs/security.md 8).
      {
        cookie: `theme=dark; refresh_token=${encodeURIComponent(tokens.refreshToken)}`,
        origin: t.config.publicUrl,
      },
    );
    expect(viaCookie.statusCode).toBe(200);
    const none = await refresh({});
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('NO_REFRESH_TOKEN');
    expect((await refresh({ refreshToken: 'made-up' })).json().error.code).toBe('REFRESH_FAILED');
  });

  it('logout revokes the session at once: refresh and access tokens stop working', async () => {
    const { tokens } = await signIn();
    const other = await signIn();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(out.json()).toEqual({ success: true, data: { message: 'Logged out successfully' } });
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
    expect((await refresh({ refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    expect((await me(other.tokens.accessToken)).statusCode).toBe(200);
    // Logging out twice, or with nothing, is still a calm success.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} })).statusCode).toBe(
      200,
    );
  });

  it('a disabled user is signed out everywhere on their next call', async () => {
    const { user, tokens } = await signIn();
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
    expect((await refresh({ refreshToken: tokens.refreshToken })).statusCode).toBe(401);
  });
});

describe('refresh grace window', () => {
  it('a token used again within the window returns the same new pair, and that pair works', async () => {
    const { tokens } = await signIn();
    const first = (await refresh({ refreshToken: tokens.refreshToken })).json().data.tokens;
    const second = await refresh({ refreshToken: tokens.refreshToken });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.tokens).toEqual(first);
    expect((await me(first.accessToken)).statusCode).toBe(200);
    const next = await refresh({ refreshToken: first.refreshToken });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.tokens.refreshToken).not.toBe(first.refreshToken);
  });

  it('gives nothing once the new token has been used in turn: that is a replay', async () => {
    const { tokens } = await signIn();
    const first = (await refresh({ refreshToken: tokens.refreshToken })).json().data.tokens;
    const second = (await refresh({ refreshToken: first.refreshToken })).json().data.tokens;
    expect((await refresh({ refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    expect((await me(second.accessToken)).statusCode).toBe(401);
  });

  it('a token that logout ended is refused within the window too', async () => {
    const { tokens } = await signIn();
    const first = (await refresh({ refreshToken: tokens.refreshToken })).json().data.tokens;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: first.refreshToken },
    });
    expect((await refresh({ refreshToken: tokens.refreshToken })).statusCode).toBe(401);
  });

  it('two simultaneous refreshes on two server instances sharing the database get one pair', async () => {
    // A second instance on the same database and secret, as behind a load balancer.
    const other = await buildApp(t.config, { database: t.database });
    try {
      for (let round = 0; round < 10; round++) {
        const { tokens } = await signIn();
        const payload = { refreshToken: tokens.refreshToken };
        const [a, b] = await Promise.all([
          t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload }),
          other.inject({ method: 'POST', url: '/api/auth/refresh', payload }),
        ]);
        expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
        const pair = a.json().data.tokens;
        expect(b.json().data.tokens).toEqual(pair);
        const rows = await t.db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.familyId, sidOf(pair)));
        // The old token and one successor: the loser of the race added nothing.
        expect(rows).toHaveLength(2);
        expect((await me(pair.accessToken)).statusCode).toBe(200);

        // Past the window the old token is a replay: the family goes, on either instance.
        await pastGrace(tokens.refreshToken);
        expect((await other.inject({ method: 'POST', url: '/api/auth/refresh', payload })).statusCode).toBe(
          401,
        );
        expect((await me(pair.accessToken)).statusCode).toBe(401);
      }
    } finally {
      await other.close();
    }
  });
});
