import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { cookieOf, LEGACY_SESSION_COOKIE, SESSION_COOKIE } from '../http/cookies.js';
import { verifyAccessToken } from './tokens.js';

export type UserRow = typeof users.$inferSelect;

export interface RequestAuth {
  user: UserRow;
  /** The refresh-token family of this sign-in. */
  sessionId: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

// Recording every request's time would write on every call; once in a while is enough for
// "last active" and the online dot.
const ACTIVITY_RESOLUTION_MS = 5 * 60_000;

/** The token of an `Authorization: Bearer` header (mobile, API clients); undefined without one. */
export function bearerTokenOf(headers: IncomingHttpHeaders): string | undefined {
  return headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

/**
 * The access token a request (or the realtime socket's handshake, issue 22) signs in with: the
 * Bearer header, else the `session_token` cookie (Souqna's web, the old web client), else the old
 * server's `jwt` cookie. The first one present is the one checked: an expired or forged one is
 * refused, never passed over for the next, so what a request is signed in as never depends on a
 * token it did not mean to send. `session_token` before `jwt` (api-compat.md 0 reads them the
 * other way round): Souqna sets `session_token` and never `jwt`, so a `jwt` beside it is a
 * leftover that must not hide the live session.
 */
export function accessTokenOf(headers: IncomingHttpHeaders): string | undefined {
  return (
    bearerTokenOf(headers) ?? cookieOf(headers, SESSION_COOKIE) ?? cookieOf(headers, LEGACY_SESSION_COOKIE)
  );
}

/** Guards for routes: who the caller is, checked against the database on every call. */
export function createAuthGuard(deps: { db: Database; jwtSecret: string }) {
  async function resolve(request: FastifyRequest): Promise<RequestAuth | null> {
    const token = accessTokenOf(request.headers);
    if (!token) return null;
    const claims = await verifyAccessToken(deps.jwtSecret, token);
    // A token outlives nothing it stood for: a deleted or disabled user, or a session ended by
    // logout, a password change or a detected refresh-token reuse, is refused at once.
    const [user] = await deps.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.id, claims.sub),
          sql`exists (${deps.db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.familyId, claims.sid),
                eq(refreshTokens.userId, claims.sub),
                isNull(refreshTokens.revokedAt),
                gt(refreshTokens.expiresAt, sql`now()`),
              ),
            )})`,
        ),
      );
    if (!user || user.status !== 'active') {
      throw new AppError('UNAUTHORIZED', 'Session expired. Please log in again.');
    }
    if (!user.lastActiveAt || Date.now() - user.lastActiveAt.getTime() > ACTIVITY_RESOLUTION_MS) {
      // Activity is not an edit of the user: `updated_at` keeps its value.
      await deps.db
        .update(users)
        .set({ lastActiveAt: new Date(), updatedAt: user.updatedAt })
        .where(eq(users.id, user.id));
    }
    return { user, sessionId: claims.sid, expiresAt: new Date(claims.exp * 1000) };
  }

  return {
    /** preHandler: a signed-in caller, or 401. */
    async requireUser(request: FastifyRequest) {
      const auth = await resolve(request);
      if (!auth) throw new AppError('UNAUTHORIZED');
      request.auth = auth;
    },
    /** preHandler: an admin, 403 for anyone else signed in, 401 for a visitor. */
    async requireAdmin(request: FastifyRequest) {
      const auth = await resolve(request);
      if (!auth) throw new AppError('UNAUTHORIZED');
      if (auth.user.role !== 'ADMIN') throw new AppError('FORBIDDEN');
      request.auth = auth;
    },
    /** preHandler: the caller when a valid token came, nobody otherwise (never an error). */
    async optionalUser(request: FastifyRequest) {
      request.auth = await resolve(request).catch(() => null);
    },
  };
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;

/** The caller of a route behind `requireUser`/`requireAdmin`. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
