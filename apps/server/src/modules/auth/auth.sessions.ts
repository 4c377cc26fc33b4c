import { randomUUID } from 'node:crypto';
import { AUTH_LIMITS, type Tokens } from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { hashToken, newOpaqueToken, signAccessToken } from '../../platform/auth/tokens.js';
import type { ClientInfo, ServiceDeps } from '../../platform/service-deps.js';
import type { UserRow } from '../users/users.presenter.js';
import { findAccountById } from '../users/users.service.js';
import { findRefreshToken, insertRefreshToken, retireRefreshToken, revokeFamily } from './auth.repository.js';

const refreshLifetimeMs = AUTH_LIMITS.refreshTokenDays * 24 * 3600_000;

async function issueTokens(
  deps: ServiceDeps,
  user: UserRow,
  familyId: string,
  client: ClientInfo,
  db = deps.db,
): Promise<{ tokens: Tokens; refreshId: string }> {
  const now = new Date();
  const refreshToken = newOpaqueToken();
  const refreshExpiresAt = new Date(now.getTime() + refreshLifetimeMs);
  const row = await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300),
  });
  const access = await signAccessToken(
    deps.jwtSecret,
    { sub: user.id, email: user.email, username: user.username, role: user.role, sid: familyId },
    now,
  );
  return {
    refreshId: row.id,
    tokens: {
      accessToken: access.token,
      refreshToken,
      expiresIn: AUTH_LIMITS.accessTokenMinutes * 60,
      accessTokenExpiresAt: access.expiresAt.toISOString(),
      refreshTokenExpiresAt: refreshExpiresAt.toISOString(),
    },
  };
}

/** A new sign-in: a new token family. */
export async function createSession(deps: ServiceDeps, user: UserRow, client: ClientInfo): Promise<Tokens> {
  return (await issueTokens(deps, user, randomUUID(), client)).tokens;
}

/**
 * Trades a refresh token for a new pair. Each token works once: presenting a used one means it
 * was stolen or replayed, so its whole family (the session) is revoked.
 */
export async function refreshSession(
  deps: ServiceDeps,
  refreshToken: string,
  client: ClientInfo,
): Promise<Tokens> {
  const row = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (!row) throw new AppError('REFRESH_FAILED');
  if (row.revokedAt) {
    if (row.replacedById) {
      await revokeFamily(deps.db, row.familyId);
      deps.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused; session revoked');
    }
    throw new AppError('REFRESH_FAILED');
  }
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('REFRESH_FAILED');
  const user = await findAccountById(deps, row.userId);
  if (!user || user.status !== 'active') throw new AppError('REFRESH_FAILED');

  const replayed = new AppError('REFRESH_FAILED');
  try {
    return await deps.db.transaction(async (tx) => {
      const next = await issueTokens(deps, user, row.familyId, client, tx);
      // Another request used the same token a moment earlier: undo ours, it is a replay.
      if (!(await retireRefreshToken(tx, row.id, next.refreshId))) throw replayed;
      return next.tokens;
    });
  } catch (error) {
    if (error === replayed) await revokeFamily(deps.db, row.familyId);
    throw error;
  }
}

/** Ends the session a refresh token belongs to; unknown tokens are ignored. */
export async function endSession(deps: ServiceDeps, input: { refreshToken?: string; sessionId?: string }) {
  const familyId = input.refreshToken
    ? (await findRefreshToken(deps.db, hashToken(input.refreshToken)))?.familyId
    : input.sessionId;
  if (familyId) await revokeFamily(deps.db, familyId);
}
