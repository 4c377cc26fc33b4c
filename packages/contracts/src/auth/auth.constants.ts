/**
 * Session and verification limits (DESIGN.md section 4). Plain values, no zod: the web's first
 * load reads them for the session timer and the rate-limit lock.
 */
export const AUTH_LIMITS = {
  accessTokenMinutes: 15,
  refreshTokenDays: 30,
  /** A refresh token just rotated still returns the same new pair this long (two tabs at once). */
  refreshGraceSeconds: 10,
  /** The web refreshes when the access token is this close to expiry. */
  refreshLeewayMinutes: 5,
  codeLength: 6,
  codeTtlMinutes: 15,
  codeAttempts: 5,
  /** A new code is not mailed more often than this for one address and purpose. */
  codeResendSeconds: 60,
  // Login protection (DESIGN.md 4, docs/security.md 4). Per account and source (a known device,
  // else an address): this many attempts come at once, then each waits twice as long as the last.
  loginFreeAttempts: 3,
  loginDelayMaxSeconds: 900,
  /** A source's attempts on an account are forgotten this long after its last one. */
  loginAttemptMemoryMinutes: 60,
  /** Attempts from sources an account does not know, within the window, that lock it for them. */
  lockThreshold: 10,
  lockWindowMinutes: 15,
  lockMinutes: 15,
  /** The unlock link a lock mails works once, for this long. */
  unlockLinkHours: 24,
  /** A browser that signed in to an account stays a device that account knows this long. */
  knownDeviceDays: 365,
  /** After a RATE_LIMIT answer the login and register forms stay locked this long. */
  rateLimitLockSeconds: 30,
  passwordMin: 8,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 30,
} as const;

export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/;

/** The spec's username rule: the part of the email before the at-sign, made fit to be a username. */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, AUTH_LIMITS.usernameMax);
  return cleaned.length >= AUTH_LIMITS.usernameMin ? cleaned : `user${cleaned}`;
}
