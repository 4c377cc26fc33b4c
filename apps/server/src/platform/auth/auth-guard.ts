import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { users } from '../../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { cookieOf, LEGACY_SESSION_COOKIE, SESSION_COOKIE } from '../http/cookies.js';

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

/**
 * Guards for routes: who the caller is, checked against the database on every call. The auth
 * module answers for the token (`resolveSession`): this layer reads requests, never the tables.
 */
export function createAuthGuard(deps: { resolveSession: (token: string) => Promise<RequestAuth> }) {
  async function resolve(request: FastifyRequest): Promise<RequestAuth | null> {
    const token = accessTokenOf(request.headers);
    return token ? deps.resolveSession(token) : null;
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
