import { randomUUID } from 'node:crypto';
import { AUTH_LIMITS, type Tokens } from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestAuth } from '../../platform/auth/auth-guard.js';
import {
  hashToken,
  newOpaqueToken,
  signAccessToken,
  successorToken,
  verifyAccessToken,
} from '../../platform/auth/tokens.js';
import type { ClientInfo, ServiceDeps } from '../../platform/service-deps.js';
import type { UserRow } from '../users/users.types.js';
import { findAccountById, recordActivity } from '../users/users.service.js';
import {
  findRefreshToken,
  findRefreshTokenById,
  insertRefreshToken,
  retireRefreshToken,
  revokeFamily,
  sessionLive,
  type RefreshRow,
} from './auth.repository.js';

const refreshLifetimeMs = AUTH_LIMITS.refreshTokenDays * 24 * 3600_000;
const graceMs = AUTH_LIMITS.refreshGraceSeconds * 1000;

/** The pair a client receives; the same inputs always sign the same pair. */
async function signPair(deps: ServiceDeps, user: UserRow, familyId: string, refreshToken: string, now: Date) {
  const access = await signAccessToken(
    deps.jwtSecret,
    { sub: user.id, email: user.email, username: user.username, role: user.role, sid: familyId },
    now,
  );
  return {
    accessToken: access.token,
    refreshToken,
    expiresIn: AUTH_LIMITS.accessTokenMinutes * 60,
    accessTokenExpiresAt: access.expiresAt.toISOString(),
    refreshTokenExpiresAt: new Date(now.getTime() + refreshLifetimeMs).toISOString(),
  } satisfies Tokens;
}

const tokenRow = (user: UserRow, familyId: string, refreshToken: string, now: Date, client: ClientInfo) => ({
  userId: user.id,
  familyId,
  tokenHash: hashToken(refreshToken),
  expiresAt: new Date(now.getTime() + refreshLifetimeMs),
  ip: client.ip,
  userAgent: client.userAgent?.slice(0, 300),
});

/** A new sign-in: a new token family. */
export async function createSession(deps: ServiceDeps, user: UserRow, client: ClientInfo): Promise<Tokens> {
  const now = new Date();
  const familyId = randomUUID();
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(deps.db, tokenRow(user, familyId, refreshToken, now, client));
  return signPair(deps, user, familyId, refreshToken, now);
}

async function activeUser(deps: ServiceDeps, userId: string) {
  const user = await findAccountById(deps, userId);
  if (!user || user.status !== 'active') throw new AppError('REFRESH_FAILED');
  return user;
}

/**
 * Retires `row` for its successor in one transaction; undefined when another request (on any
 * instance) retired it first: the row lock makes the later update wait for that commit and then
 * find the token retired.
 */
async function rotate(deps: ServiceDeps, user: UserRow, row: RefreshRow, token: string, client: ClientInfo) {
  const now = new Date();
  const next = successorToken(deps.jwtSecret, token);
  return deps.db.transaction(async (tx) => {
    const nextId = randomUUID();
    if (!(await retireRefreshToken(tx, row.id, nextId, now))) return undefined;
    await insertRefreshToken(tx, { id: nextId, ...tokenRow(user, row.familyId, next, now, client) });
    return signPair(deps, user, row.familyId, next, now);
  });
}

/**
 * A retired token came back. Within the grace window of its rotation, while its successor is
 * unused, it gets the pair that rotation gave (signed again from the same inputs: the same
 * tokens), so two tabs refreshing at once keep one session; any later use is a replay, and the
 * whole family goes (RFC 9700 section 4.14).
 */
async function replayed(deps: ServiceDeps, row: RefreshRow, token: string): Promise<Tokens> {
  // Revoked without a successor: ended by logout or a password change, nothing to revoke.
  if (!row.revokedAt || !row.replacedById) throw new AppError('REFRESH_FAILED');
  const successor = await findRefreshTokenById(deps.db, row.replacedById);
  const next = successorToken(deps.jwtSecret, token);
  const inGrace =
    Date.now() - row.revokedAt.getTime() <= graceMs &&
    successor?.tokenHash === hashToken(next) &&
    !successor.revokedAt;
  if (inGrace) return signPair(deps, await activeUser(deps, row.userId), row.familyId, next, row.revokedAt);
  await revokeFamily(deps.db, row.familyId);
  await deps.events.emit('auth.sessionEnded', { sessionId: row.familyId });
  deps.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused; session revoked');
  throw new AppError('REFRESH_FAILED');
}

/** Trades a refresh token for a new pair. Each token works once, but for the grace window. */
export async function refreshSession(deps: ServiceDeps, token: string, client: ClientInfo): Promise<Tokens> {
  const row = await findRefreshToken(deps.db, hashToken(token));
  if (!row) throw new AppError('REFRESH_FAILED');
  if (!row.revokedAt) {
    if (row.expiresAt.getTime() <= Date.now()) throw new AppError('REFRESH_FAILED');
    const rotated = await rotate(deps, await activeUser(deps, row.userId), row, token, client);
    if (rotated) return rotated;
  }
  // Retired before, or a moment ago by a request that won the race: then read what it left.
  return replayed(deps, row.revokedAt ? row : (await findRefreshToken(deps.db, row.tokenHash))!, token);
}

/** Ends the session a refresh token belongs to; unknown tokens are ignored. */
export async function endSession(deps: ServiceDeps, input: { refreshToken?: string; sessionId?: string }) {
  const familyId = input.refreshToken
    ? (await findRefreshToken(deps.db, hashToken(input.refreshToken)))?.familyId
    : input.sessionId;
  if (!familyId) return;
  await revokeFamily(deps.db, familyId);
  await deps.events.emit('auth.sessionEnded', { sessionId: familyId });
}

// Recording every request's time would write on every call; once in a while is enough for
// "last active" and the online dot.
const ACTIVITY_RESOLUTION_MS = 5 * 60_000;

/**
 * Who an access token signs in (the route guard's and the socket handshake's question). A token
 * outlives nothing it stood for: a deleted or disabled user, or a session ended by logout, a
 * password change or a detected refresh-token reuse, is refused at once.
 */
export async function resolveSession(deps: ServiceDeps, token: string): Promise<RequestAuth> {
  const claims = await verifyAccessToken(deps.jwtSecret, token);
  const user = await findAccountById(deps, claims.sub, sessionLive(deps.db, claims.sub, claims.sid));
  if (!user || user.status !== 'active') {
    throw new AppError('UNAUTHORIZED', 'Session expired. Please log in again.');
  }
  if (!user.lastActiveAt || Date.now() - user.lastActiveAt.getTime() > ACTIVITY_RESOLUTION_MS) {
    await recordActivity(deps, user);
  }
  return { user, sessionId: claims.sid, expiresAt: new Date(claims.exp * 1000) };
}
