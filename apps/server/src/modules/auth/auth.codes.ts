import { timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS, type VerificationPurpose } from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { hashCode, hashToken, newOpaqueToken, newVerificationCode } from '../../platform/auth/tokens.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { codeMail } from './auth.mails.js';
import { consumeCode, countAttempt, latestCode, replaceCode, type CodeRow } from './auth.repository.js';

export interface CodeRecipient {
  id: string;
  email: string;
  name: string;
  language: string;
}

export type IssueResult = { sent: true; expiresAt: Date } | { sent: false; retryAfterSeconds: number };

/**
 * Mails a fresh code (and for sign-up a link) and retires the earlier ones. At most one mail a
 * minute per address and purpose, so nobody can flood an inbox through us.
 */
export async function issueCode(
  deps: ServiceDeps,
  recipient: CodeRecipient,
  purpose: VerificationPurpose,
  now = new Date(),
): Promise<IssueResult> {
  const last = await latestCode(deps.db, recipient.email, purpose);
  const sinceLast = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
  if (sinceLast < AUTH_LIMITS.codeResendSeconds) {
    return { sent: false, retryAfterSeconds: Math.ceil(AUTH_LIMITS.codeResendSeconds - sinceLast) };
  }
  const code = newVerificationCode();
  const token = purpose === 'emailVerification' ? newOpaqueToken() : undefined;
  const expiresAt = new Date(now.getTime() + AUTH_LIMITS.codeTtlMinutes * 60_000);
  const row = await replaceCode(deps.db, {
    userId: recipient.id,
    email: recipient.email,
    purpose,
    codeHash: hashCode(deps.jwtSecret, code),
    tokenHash: token ? hashToken(token) : null,
    expiresAt,
    createdAt: now,
  });
  const link = token
    ? `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}&email=${encodeURIComponent(recipient.email)}`
    : undefined;
  try {
    await deps.mailer.send(codeMail({ ...recipient, to: recipient.email, purpose, code, link }));
  } catch (error) {
    // A code nobody received must not block the next try for a minute.
    await consumeCode(deps.db, row.id);
    deps.log.error({ err: error, purpose }, 'could not send a verification mail');
    throw new AppError('EMAIL_SEND_FAILED');
  }
  return { sent: true, expiresAt };
}

/** A code request answered 429 with Retry-After when it comes too soon after the last one. */
export function sentOrRateLimited(result: IssueResult) {
  if (!result.sent) {
    throw new AppError(
      'RATE_LIMIT',
      undefined,
      { retryAfterSeconds: result.retryAfterSeconds },
      {
        'retry-after': String(result.retryAfterSeconds),
      },
    );
  }
  return { sent: true as const, codeExpiresAt: result.expiresAt.toISOString() };
}

export type CheckResult =
  | { status: 'ok'; row: CodeRow }
  | { status: 'wrong'; attemptsLeft: number }
  | { status: 'expired' }
  | { status: 'invalid' };

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Checks a typed code against the newest one of its kind; a right code is used up when `consume`. */
export async function checkCode(
  deps: ServiceDeps,
  email: string,
  purpose: VerificationPurpose,
  code: string,
  options: { consume: boolean },
): Promise<CheckResult> {
  const row = await latestCode(deps.db, email, purpose);
  return checkRow(deps, row, hashCode(deps.jwtSecret, code), options);
}

/** A typed code as stored, to check against a row found some other way than by address. */
export const hashCodeOf = (deps: ServiceDeps, code: string) => hashCode(deps.jwtSecret, code);

export async function checkRow(
  deps: ServiceDeps,
  row: CodeRow | undefined,
  codeHash: string | null,
  options: { consume: boolean },
): Promise<CheckResult> {
  if (!row || row.consumedAt) return { status: 'invalid' };
  if (row.expiresAt.getTime() <= Date.now() || row.attempts >= AUTH_LIMITS.codeAttempts)
    return { status: 'expired' };
  if (codeHash !== null && !sameHash(row.codeHash, codeHash)) {
    const attempts = await countAttempt(deps.db, row.id);
    return { status: 'wrong', attemptsLeft: Math.max(0, AUTH_LIMITS.codeAttempts - attempts) };
  }
  if (options.consume && !(await consumeCode(deps.db, row.id))) return { status: 'invalid' };
  return { status: 'ok', row };
}

/** The answer to a code that did not pass, for every flow but sign-up's. */
export function codeError(result: Exclude<CheckResult, { status: 'ok' }>) {
  return new AppError('INVALID_CODE', undefined, {
    reason: result.status,
    ...(result.status === 'wrong' ? { attemptsLeft: result.attemptsLeft } : {}),
  });
}
