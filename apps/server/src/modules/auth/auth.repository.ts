import { and, desc, eq, gt, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { AUTH_LIMITS, type VerificationPurpose } from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import { loginFailures, refreshTokens, verificationCodes } from '../../db/schema/index.js';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type RefreshRow = typeof refreshTokens.$inferSelect;

/** The newest code of a kind for an address, used or not. */
export const latestCode = async (db: Database, email: string, purpose: VerificationPurpose) =>
  (
    await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          sql`lower(${verificationCodes.email}) = ${email.toLowerCase()}`,
          eq(verificationCodes.purpose, purpose),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
  )[0];

/** The newest code of a kind issued to a user, whatever address it went to (an email change's). */
export const latestCodeForUser = async (db: Database, userId: string, purpose: VerificationPurpose) =>
  (
    await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
  )[0];

export const findCodeByTokenHash = async (db: Database, tokenHash: string) =>
  (await db.select().from(verificationCodes).where(eq(verificationCodes.tokenHash, tokenHash)))[0];

/** Stores a new code and retires every earlier unused one of the same kind: only the last mail works. */
export async function replaceCode(db: Database, values: typeof verificationCodes.$inferInsert) {
  return db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          sql`lower(${verificationCodes.email}) = ${values.email.toLowerCase()}`,
          eq(verificationCodes.purpose, values.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    const [row] = await tx.insert(verificationCodes).values(values).returning();
    return row!;
  });
}

/** Counts a wrong guess atomically, so parallel guesses cannot exceed the allowance. */
export async function countAttempt(db: Database, id: string) {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Database, id: string) {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

// --- refresh tokens ---

export const insertRefreshToken = (db: Database, values: typeof refreshTokens.$inferInsert) =>
  db
    .insert(refreshTokens)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);

export const findRefreshToken = async (db: Database, tokenHash: string) =>
  (await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)))[0];

export const findRefreshTokenById = async (db: Database, id: string) =>
  (await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)))[0];

/**
 * Retires a token in favour of its successor at `at` (the instant its successor's pair is signed
 * for); false when it was already retired.
 */
export async function retireRefreshToken(db: Database, id: string, replacedById: string, at: Date) {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at, replacedById })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export const revokeFamily = (db: Database, familyId: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

/**
 * The condition that a session (refresh-token family) of the user is unrevoked and unexpired, for
 * the users module to check in the statement that reads the account.
 */
export const sessionLive = (db: Database, userId: string, familyId: string): SQL =>
  sql`exists (${db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )})`;

/** Ends every session of a user, or every one but `keepFamilyId`. */
export const revokeUserSessions = (db: Database, userId: string, keepFamilyId?: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );

/** Whether the account has had a session from this address (sign-in or refresh, any time kept). */
export const addressKnown = async (db: Database, userId: string, ip: string) =>
  (
    await db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.ip, ip)))
      .limit(1)
  ).length > 0;

// --- sign-in attempts per account and source ---

/** The wait after `failures` attempts: none for the first few, then 2 s doubling up to the cap. */
const delayAfter = (failures: SQL) =>
  sql`make_interval(secs => case when (${failures}) < ${AUTH_LIMITS.loginFreeAttempts} then 0
    else least(${AUTH_LIMITS.loginDelayMaxSeconds}, power(2, (${failures}) - ${AUTH_LIMITS.loginFreeAttempts} + 1)) end)`;

/**
 * Counts an attempt of `source` on an account before its password is checked, and blocks the
 * source for the delay its count earns (a success clears it again); one statement, so parallel
 * attempts cannot slip through together. Undefined while the source is blocked.
 */
export async function reserveAttempt(db: Database, userId: string, source: string) {
  const stale = sql`${loginFailures.lastFailureAt} <= now() - make_interval(mins => ${AUTH_LIMITS.loginAttemptMemoryMinutes})`;
  const failures = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
  const [row] = await db
    .insert(loginFailures)
    .values({
      userId,
      source,
      failures: 1,
      lastFailureAt: sql`now()`,
      blockedUntil: sql`now() + ${delayAfter(sql`1`)}`,
    })
    .onConflictDoUpdate({
      target: [loginFailures.userId, loginFailures.source],
      set: { failures, lastFailureAt: sql`now()`, blockedUntil: sql`now() + ${delayAfter(failures)}` },
      setWhere: lte(loginFailures.blockedUntil, sql`now()`),
    })
    .returning({ failures: loginFailures.failures });
  return row?.failures;
}

export const attemptRow = async (db: Database, userId: string, source: string) =>
  (
    await db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.userId, userId), eq(loginFailures.source, source)))
  )[0];

/** A success: the source starts afresh; rows of the account's sources long quiet go too. */
export const clearAttempts = (db: Database, userId: string, source: string) =>
  db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.userId, userId),
        sql`(${loginFailures.source} = ${source} or ${loginFailures.lastFailureAt} <= now() - make_interval(mins => ${AUTH_LIMITS.loginAttemptMemoryMinutes}))`,
      ),
    );
