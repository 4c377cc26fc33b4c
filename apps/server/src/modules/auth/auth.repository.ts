import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { VerificationPurpose } from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import { refreshTokens, verificationCodes } from '../../db/schema/index.js';

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
