import { randomUUID } from 'node:crypto';
import { AUTH_LIMITS } from '@souqna/contracts';
import { hashToken, signPurposeToken, verifyPurposeToken } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ClientInfo, ServiceDeps } from '../../platform/service-deps.js';
import type { UserRow } from '../users/users.types.js';
import {
  accountSettings,
  countLoginAttempt,
  findAccountById,
  lockAccount,
  unlockAccount,
  updateAccount,
} from '../users/users.service.js';
import { accountLockedMail } from './auth.mails.js';
import {
  addressKnown,
  attemptRow,
  clearAttempts,
  findRefreshToken,
  reserveAttempt,
} from './auth.repository.js';

/** A sign-in request as login protection sees it (DESIGN.md 4 "Login protection"). */
export interface LoginContext extends ClientInfo {
  /** The account a valid access token sent with the request belongs to. */
  sessionUserId?: string;
  /** The refresh token and the known-device token the request's cookies carry. */
  refreshToken?: string;
  deviceToken?: string;
}

/** Who tries: a device or an address, and whether the account has seen it succeed. */
interface Source {
  key: string;
  known: boolean;
}

export interface Attempt {
  source: Source;
  /** The account's count of attempts from unknown sources, this one included. */
  count: number;
}

async function holdsSession(deps: ServiceDeps, user: UserRow, context: LoginContext) {
  if (context.sessionUserId === user.id) return true;
  if (!context.refreshToken) return false;
  const row = await findRefreshToken(deps.db, hashToken(context.refreshToken));
  return row?.userId === user.id && !row.revokedAt && row.expiresAt.getTime() > Date.now();
}

/**
 * A browser that signed in to the account before (its device cookie) is a source of its own, so
 * strangers behind the same carrier address never slow its owner down; otherwise the address is
 * the source, known when it holds a session of the account or the account had one from it.
 */
async function sourceOf(deps: ServiceDeps, user: UserRow, context: LoginContext): Promise<Source> {
  const device = context.deviceToken
    ? await verifyPurposeToken(deps.jwtSecret, 'device', context.deviceToken)
    : undefined;
  if (device?.sub === user.id) return { key: `device:${device.jti}`, known: true };
  const known =
    (await holdsSession(deps, user, context)) || (await addressKnown(deps.db, user.id, context.ip));
  return { key: `address:${context.ip}`, known };
}

/** A refusal that says when to come back, in the body and in `Retry-After`. */
function waitUntil(code: 'RATE_LIMIT' | 'ACCOUNT_LOCKED', until: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new AppError(code, undefined, { retryAfterSeconds: seconds }, { 'retry-after': String(seconds) });
}

async function mailUnlockLink(deps: ServiceDeps, user: UserRow, unlockId: string, until: Date) {
  const expiresAt = new Date(Date.now() + AUTH_LIMITS.unlockLinkHours * 3600_000);
  const token = await signPurposeToken(
    deps.jwtSecret,
    { type: 'unlock', sub: user.id, jti: unlockId },
    expiresAt,
  );
  const settings = await accountSettings(deps, user.id);
  const message = accountLockedMail({
    to: user.email,
    name: user.name,
    language: settings?.language ?? 'en',
    timezone: settings?.timezone ?? 'UTC',
    link: `${deps.publicUrl}/unlock-account?token=${encodeURIComponent(token)}`,
    until,
  });
  // The lock stands whether or not the mail goes out; the owner can still reset the password.
  await deps.mailer
    .send(message)
    .catch((error: unknown) => deps.log.error({ err: error }, 'could not send the unlock mail'));
}

/** Locks the account for unknown sources; only the request that locks it mails the owner. */
async function lockOut(deps: ServiceDeps, user: UserRow): Promise<AppError> {
  const until = new Date(Date.now() + AUTH_LIMITS.lockMinutes * 60_000);
  const unlockId = randomUUID();
  if (await lockAccount(deps, user.id, until, unlockId)) {
    deps.log.warn({ userId: user.id }, 'account locked for unknown sources after repeated failed sign-ins');
    await mailUnlockLink(deps, user, unlockId, until);
    return waitUntil('ACCOUNT_LOCKED', until);
  }
  const current = await findAccountById(deps, user.id);
  return waitUntil('ACCOUNT_LOCKED', current?.lockedUntil ?? until);
}

/**
 * Before the password is checked: counts the attempt, or refuses it while its source waits out
 * its delay (429) or the account is locked to unknown sources (423). Refusals cost no hash.
 */
export async function admitAttempt(
  deps: ServiceDeps,
  user: UserRow,
  context: LoginContext,
): Promise<Attempt> {
  const source = await sourceOf(deps, user, context);
  if (!source.known && user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    throw waitUntil('ACCOUNT_LOCKED', user.lockedUntil);
  }
  if ((await reserveAttempt(deps.db, user.id, source.key)) === undefined) {
    const row = await attemptRow(deps.db, user.id, source.key);
    throw waitUntil('RATE_LIMIT', row?.blockedUntil ?? new Date());
  }
  if (source.known) return { source, count: 0 };
  const count = await countLoginAttempt(deps, user.id, AUTH_LIMITS.lockWindowMinutes);
  // Past the threshold while earlier attempts were still being checked: the account locks now.
  if (count === undefined || count > AUTH_LIMITS.lockThreshold) throw await lockOut(deps, user);
  return { source, count };
}

/** A wrong password: it stays counted; the attempt of an unknown source that reaches the threshold locks. */
export async function refuseAttempt(deps: ServiceDeps, user: UserRow, attempt: Attempt): Promise<never> {
  if (!attempt.source.known && attempt.count >= AUTH_LIMITS.lockThreshold) throw await lockOut(deps, user);
  throw new AppError('INVALID_CREDENTIALS');
}

/** The right password: its source starts afresh, and the account's count when the source was unknown. */
export async function acceptAttempt(deps: ServiceDeps, user: UserRow, attempt: Attempt) {
  await clearAttempts(deps.db, user.id, attempt.source.key);
  if (!attempt.source.known) {
    await updateAccount(deps, user.id, { failedLoginCount: 0, failedLoginWindowStart: null });
  }
}

/** The token of the device cookie that makes this browser known to the account. */
export const knownDeviceToken = (deps: ServiceDeps, userId: string) =>
  signPurposeToken(
    deps.jwtSecret,
    { type: 'device', sub: userId, jti: randomUUID() },
    new Date(Date.now() + AUTH_LIMITS.knownDeviceDays * 24 * 3600_000),
  );

/**
 * The mailed link's one click: lifts the lock it was sent for (once; a later lock sends a new
 * link) and makes the browser that opened it a device the account knows.
 */
export async function unlockWithLink(deps: ServiceDeps, token: string) {
  const claims = await verifyPurposeToken(deps.jwtSecret, 'unlock', token);
  if (!claims || !(await unlockAccount(deps, claims.sub, claims.jti))) {
    throw new AppError('UNLOCK_LINK_INVALID');
  }
  deps.log.info({ userId: claims.sub }, 'account unlocked by its mailed link');
  return { deviceToken: await knownDeviceToken(deps, claims.sub) };
}
