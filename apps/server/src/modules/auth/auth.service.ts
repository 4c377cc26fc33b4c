import {
  AUTH_LIMITS,
  usernameFromEmail,
  type AuthSession,
  type ChangePasswordRequest,
  type LoginRequest,
  type PasswordResetConfirmRequest,
  type RegisterRequest,
  type RegisterResponse,
  type VerifyEmailRequest,
} from '@souqna/contracts';
import { randomInt } from 'node:crypto';
import { hashToken } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { hashPassword, verifyPassword } from '../../platform/security/password.js';
import type { ClientInfo, ServiceDeps } from '../../platform/service-deps.js';
import type { Database } from '../../db/client.js';
import {
  accountLanguage,
  accountSettings,
  createPendingAccount,
  currentUser,
  findAccountByEmail,
  findAccountById,
  removeAccountRow,
  updateAccount,
  usernameTaken,
} from '../users/users.service.js';
import type { UserRow } from '../users/users.types.js';
import {
  checkCode,
  checkRow,
  codeError,
  issueCode,
  sentOrRateLimited,
  type CodeRecipient,
} from './auth.codes.js';
import { loginAlertMail } from './auth.mails.js';
import { findCodeByTokenHash, latestCode, revokeUserSessions } from './auth.repository.js';
import {
  acceptAttempt,
  admitAttempt,
  knownDeviceToken,
  refuseAttempt,
  type LoginContext,
} from './auth.login-guard.js';
import { createSession } from './auth.sessions.js';

const recipientOf = async (deps: ServiceDeps, user: UserRow): Promise<CodeRecipient> => ({
  id: user.id,
  email: user.email,
  name: user.name,
  language: await accountLanguage(deps, user.id),
});

/** A free username near the wanted one: `rami`, then `rami42`, `rami7310`... */
async function freeUsername(deps: ServiceDeps, wanted: string): Promise<string> {
  if (!(await usernameTaken(deps, wanted))) return wanted;
  for (let digits = 2; digits <= 6; digits++) {
    const candidate = `${wanted.slice(0, AUTH_LIMITS.usernameMax - digits)}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
    if (!(await usernameTaken(deps, candidate))) return candidate;
  }
  throw new AppError('USERNAME_EXISTS');
}

/** Creates a pending account and mails its verification code; nothing is kept if the mail fails. */
export async function register(deps: ServiceDeps, input: RegisterRequest): Promise<RegisterResponse> {
  if (await findAccountByEmail(deps, input.email)) throw new AppError('EMAIL_EXISTS');
  const derived = usernameFromEmail(input.email);
  let username = input.username;
  if (username && (await usernameTaken(deps, username))) {
    // The old web client sends the email's local part and has no field to pick another: the name
    // the email itself gives counts as not chosen, and a free one near it is taken instead.
    if (username !== derived) {
      throw new AppError('USERNAME_EXISTS', undefined, { suggestion: await freeUsername(deps, username) });
    }
    username = undefined;
  }
  username ??= await freeUsername(deps, derived);
  const user = await createPendingAccount(
    deps,
    {
      email: input.email,
      username,
      name: input.name,
      passwordHash: await hashPassword(input.password),
      status: 'pending',
    },
    input.language ?? 'en',
  );
  try {
    const sent = await issueCode(deps, { ...user, language: input.language ?? 'en' }, 'emailVerification');
    if (!sent.sent) throw new AppError('EMAIL_SEND_FAILED');
    return { email: user.email, verificationRequired: true, codeExpiresAt: sent.expiresAt.toISOString() };
  } catch (error) {
    await removeAccountRow(deps, user.id);
    throw error;
  }
}

async function activate(deps: ServiceDeps, user: UserRow, client: ClientInfo | null) {
  if (user.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  const now = new Date();
  await updateAccount(deps, user.id, {
    status: 'active',
    emailVerifiedAt: user.emailVerifiedAt ?? now,
    ...(client ? { lastLoginAt: now } : {}),
  });
  const fresh = (await findAccountById(deps, user.id))!;
  if (!client) return { email: fresh.email, emailVerified: true as const };
  return { user: await currentUser(deps, fresh), tokens: await createSession(deps, fresh, client) };
}

/** Email verification by the mailed code or the link's token; a success signs the user in. */
export async function verifyEmail(
  deps: ServiceDeps,
  input: VerifyEmailRequest,
  client: ClientInfo,
): Promise<AuthSession>;
/** The same without signing in (`client` null): the old web client's link check, a GET. */
export async function verifyEmail(
  deps: ServiceDeps,
  input: VerifyEmailRequest,
  client: null,
): Promise<{ email: string; emailVerified: true }>;
export async function verifyEmail(deps: ServiceDeps, input: VerifyEmailRequest, client: ClientInfo | null) {
  const byToken = 'token' in input;
  const row = byToken ? await findCodeByTokenHash(deps.db, hashToken(input.token)) : undefined;
  const email = byToken ? row?.email : input.email;
  const user = email ? await findAccountByEmail(deps, email) : undefined;
  if (!user)
    throw byToken
      ? new AppError('INVALID_CODE', undefined, { reason: 'invalid' })
      : new AppError('USER_NOT_FOUND');
  const result = byToken
    ? await checkRow(deps, row?.purpose === 'emailVerification' ? row : undefined, null, { consume: true })
    : await checkCode(deps, user.email, 'emailVerification', input.code, { consume: true });
  if (result.status === 'ok') return activate(deps, user, client);
  if (result.status === 'expired' && !user.emailVerifiedAt) {
    await issueCode(deps, await recipientOf(deps, user), 'emailVerification');
    throw new AppError('VERIFICATION_EXPIRED', undefined, { email: user.email });
  }
  throw codeError(result);
}

/** Another sign-up code; the same answer for an unknown or already verified address. */
export async function resendVerification(deps: ServiceDeps, email: string) {
  const user = await findAccountByEmail(deps, email);
  if (!user || user.status !== 'pending') return { sent: true as const };
  return sentOrRateLimited(await issueCode(deps, await recipientOf(deps, user), 'emailVerification'));
}

/**
 * Spec section 4's login: every outcome has its own code, checked only after the password, which
 * login protection guards (auth.login-guard.ts). A success also returns the token of the cookie
 * that makes this browser a device the account knows.
 */
export async function login(
  deps: ServiceDeps,
  input: LoginRequest,
  context: LoginContext,
): Promise<{ session: AuthSession; deviceToken: string }> {
  const user = await findAccountByEmail(deps, input.email);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const attempt = await admitAttempt(deps, user, context);
  if (!(await verifyPassword(user.passwordHash, input.password))) return refuseAttempt(deps, user, attempt);
  await acceptAttempt(deps, user, attempt);
  if (user.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  if (user.status === 'pending') {
    const last = await latestCode(deps.db, user.email, 'emailVerification');
    const expired =
      !last || last.expiresAt.getTime() <= Date.now() || last.attempts >= AUTH_LIMITS.codeAttempts;
    // A code mailed less than a minute ago still stands; otherwise the user gets a new one.
    await issueCode(deps, await recipientOf(deps, user), 'emailVerification');
    throw new AppError(expired ? 'VERIFICATION_EXPIRED' : 'EMAIL_NOT_VERIFIED', undefined, {
      email: user.email,
    });
  }
  const now = new Date();
  await updateAccount(deps, user.id, { lastLoginAt: now });
  const fresh = (await findAccountById(deps, user.id))!;
  const session = { user: await currentUser(deps, fresh), tokens: await createSession(deps, fresh, context) };
  await sendLoginAlert(deps, fresh, context, now);
  return { session, deviceToken: await knownDeviceToken(deps, user.id) };
}

async function sendLoginAlert(deps: ServiceDeps, user: UserRow, client: ClientInfo, at: Date) {
  const settings = await accountSettings(deps, user.id);
  if (!settings?.loginNotifications) return;
  // A sign-in never fails because the alert could not go out.
  await deps.mailer
    .send(
      loginAlertMail({
        to: user.email,
        name: user.name,
        language: settings.language,
        timezone: settings.timezone,
        at,
        ...client,
      }),
    )
    .catch((error: unknown) => deps.log.error({ err: error }, 'could not send the sign-in alert'));
}

/** Mails a reset code when the address has an account; the answer never tells whether it has. */
export async function requestPasswordReset(deps: ServiceDeps, email: string) {
  const user = await findAccountByEmail(deps, email);
  if (user && user.status !== 'disabled')
    await issueCode(deps, await recipientOf(deps, user), 'passwordReset');
  return { sent: true as const };
}

export async function verifyPasswordReset(deps: ServiceDeps, email: string, code: string) {
  const result = await checkCode(deps, email, 'passwordReset', code, { consume: false });
  if (result.status !== 'ok') throw codeError(result);
  return { valid: true as const };
}

/** Sets the new password and ends every session; proving the mailbox also verifies the email. */
export async function confirmPasswordReset(deps: ServiceDeps, input: PasswordResetConfirmRequest) {
  const user = await findAccountByEmail(deps, input.email);
  // Spec section 5's "must differ" rule holds here too. Asked only once the code is proven, so
  // nobody without the mailbox can test guesses of the current password; the code stays usable
  // for a second try with another password.
  const proven = await checkCode(deps, input.email, 'passwordReset', input.code, { consume: false });
  if (proven.status !== 'ok' || !user)
    throw codeError(proven.status === 'ok' ? { status: 'invalid' } : proven);
  if (await verifyPassword(user.passwordHash, input.newPassword)) throw new AppError('PASSWORD_REUSED');
  const result = await checkCode(deps, input.email, 'passwordReset', input.code, { consume: true });
  if (result.status !== 'ok') throw codeError(result);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    // Proving the mailbox lifts a lock too (OWASP: a reset stays open to a locked-out owner).
    await updateAccount({ ...deps, db: tx }, user.id, {
      passwordHash,
      failedLoginCount: 0,
      failedLoginWindowStart: null,
      lockedUntil: null,
      unlockTokenId: null,
      ...(user.status === 'pending' ? { status: 'active' as const, emailVerifiedAt: new Date() } : {}),
    });
    await revokeUserSessions(tx, user.id);
  });
  await deps.events.emit('auth.sessionsRevoked', { userId: user.id });
  return { message: 'Password changed successfully' };
}

/** Mails the code a password change needs; checks the current password first when it is sent. */
export async function sendPasswordChangeCode(deps: ServiceDeps, user: UserRow, currentPassword?: string) {
  if (currentPassword !== undefined && !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('WRONG_PASSWORD');
  }
  return sentOrRateLimited(await issueCode(deps, await recipientOf(deps, user), 'passwordChange'));
}

/**
 * Changes the password with the mailed code; every other session ends, this one stays. The code
 * went to the account's mailbox, so it suffices where a client does not ask for the current
 * password (api-compat.md 9.4); when one is sent, it must be right.
 */
export async function changePassword(
  deps: ServiceDeps,
  user: UserRow,
  sessionId: string,
  input: Omit<ChangePasswordRequest, 'email'>,
) {
  if (
    input.currentPassword !== undefined &&
    !(await verifyPassword(user.passwordHash, input.currentPassword))
  )
    throw new AppError('WRONG_PASSWORD');
  if (await verifyPassword(user.passwordHash, input.newPassword)) throw new AppError('PASSWORD_REUSED');
  const result = await checkCode(deps, user.email, 'passwordChange', input.verificationCode, {
    consume: true,
  });
  if (result.status !== 'ok') throw codeError(result);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateAccount({ ...deps, db: tx }, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, sessionId);
  });
  await deps.events.emit('auth.sessionsRevoked', { userId: user.id, exceptSessionId: sessionId });
  return { message: 'Password changed successfully' };
}

/** Ends every session of a user inside the caller's transaction (an admin disabling the account). */
export const revokeAllSessions = (db: Database, userId: string) => revokeUserSessions(db, userId);
