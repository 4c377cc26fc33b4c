import { and, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userSettings, users } from '../../db/schema/index.js';

type UserInsert = typeof users.$inferInsert;

export const findUserByEmail = async (db: Database, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  )[0];

/** The user of this id, when `also` (a condition of another module, checked in the same statement) holds. */
export const findUserById = async (db: Database, id: string, also?: SQL) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), also))
  )[0];

/** Activity is not an edit of the user: `updated_at` keeps its value. */
export const touchLastActive = (db: Database, id: string) =>
  db
    .update(users)
    .set({ lastActiveAt: new Date(), updatedAt: sql`${users.updatedAt}` })
    .where(eq(users.id, id));

export const isUsernameTaken = async (db: Database, username: string, exceptUserId?: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.username}) = ${username.toLowerCase()}`,
          exceptUserId ? ne(users.id, exceptUserId) : undefined,
        ),
      )
  ).length > 0;

/** A new pending user with default settings, in one transaction. */
export async function insertUser(db: Database, values: UserInsert, language: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(values).returning();
    await tx.insert(userSettings).values({ userId: user!.id, language });
    return user!;
  });
}

export const deleteUser = (db: Database, id: string) => db.delete(users).where(eq(users.id, id));

export const updateUser = (db: Database, id: string, values: Partial<UserInsert>) =>
  db
    .update(users)
    .set(values)
    .where(eq(users.id, id))
    .returning()
    .then((rows) => rows[0]!);

const notLocked = sql`(${users.lockedUntil} is null or ${users.lockedUntil} <= now())`;

/**
 * Counts a sign-in attempt from a source the account does not know, before its password is
 * checked, inside a window that opens at the first one; undefined while the account is locked.
 */
export async function countAttempt(db: Database, userId: string, windowMinutes: number) {
  const windowOpen = sql`${users.failedLoginWindowStart} is not null and ${users.failedLoginWindowStart} > now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${windowOpen} then ${users.failedLoginCount} + 1 else 1 end`,
      failedLoginWindowStart: sql`case when ${windowOpen} then ${users.failedLoginWindowStart} else now() end`,
      updatedAt: sql`${users.updatedAt}`,
    })
    .where(and(eq(users.id, userId), notLocked))
    .returning({ count: users.failedLoginCount });
  return row?.count;
}

/** Locks the account until `until`; false when it was locked already (one lock, one mail). */
export async function lock(db: Database, userId: string, until: Date, unlockTokenId: string) {
  const rows = await db
    .update(users)
    .set({
      lockedUntil: until,
      unlockTokenId,
      failedLoginCount: 0,
      failedLoginWindowStart: null,
      updatedAt: sql`${users.updatedAt}`,
    })
    .where(and(eq(users.id, userId), notLocked))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Lifts the lock whose link carried `unlockTokenId`; false when that link was used or replaced. */
export async function unlock(db: Database, userId: string, unlockTokenId: string) {
  const rows = await db
    .update(users)
    .set({ lockedUntil: null, unlockTokenId: null, failedLoginCount: 0, failedLoginWindowStart: null })
    .where(and(eq(users.id, userId), eq(users.unlockTokenId, unlockTokenId)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export const findLanguage = async (db: Database, userId: string) =>
  (
    await db
      .select({ language: userSettings.language })
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
  )[0]?.language ?? 'en';

export const findSettingsRow = async (db: Database, userId: string) =>
  (await db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0];

export const findUserWithSettings = async (db: Database, id: string) =>
  (
    await db
      .select({ user: users, settings: userSettings })
      .from(users)
      .innerJoin(userSettings, eq(userSettings.userId, users.id))
      .where(eq(users.id, id))
  )[0];

export const findUsersWithSettings = async (db: Database, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ user: users, settings: userSettings })
        .from(users)
        .innerJoin(userSettings, eq(userSettings.userId, users.id))
        .where(inArray(users.id, [...ids]));

export const updateSettingsRow = (
  db: Database,
  userId: string,
  values: Partial<typeof userSettings.$inferInsert>,
) =>
  db
    .update(userSettings)
    .set(values)
    .where(eq(userSettings.userId, userId))
    .returning()
    .then((rows) => rows[0]!);

/** Sets these settings of the account of this address, if there is one (a newsletter link names only an address). */
export const updateSettingsByEmail = (
  db: Database,
  email: string,
  values: Partial<typeof userSettings.$inferInsert>,
) =>
  db
    .update(userSettings)
    .set(values)
    .where(
      sql`${userSettings.userId} in (select ${users.id} from ${users} where lower(${users.email}) = ${email.toLowerCase()})`,
    );

/** Which of these keys are some user's profile picture. */
export async function findProfilePictures(db: Database, keys: string[]) {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: users.profilePicture })
    .from(users)
    .where(inArray(users.profilePicture, keys));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * What notifying needs of each of these people (active accounts only): their language and digits
 * and the notification toggles. The ids go as one array literal, so 10,000 of them are one
 * parameter, not 10,000.
 */
export const findNotificationPrefs = async (db: Database, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .select({
          id: users.id,
          language: userSettings.language,
          latinDigits: userSettings.latinDigits,
          listingUpdates: userSettings.listingUpdates,
          newInboxMessages: userSettings.newInboxMessages,
          generalUpdates: userSettings.generalUpdates,
          pushNotifications: userSettings.pushNotifications,
        })
        .from(users)
        .innerJoin(userSettings, eq(userSettings.userId, users.id))
        .where(and(eq(users.status, 'active'), sql`${users.id} = any(${`{${ids.join(',')}}`}::uuid[])`));

/** Every active account's id, for announcements to everyone. */
export const findActiveUserIds = async (db: Database) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.status, 'active'))).map((row) => row.id);

/** Active accounts that chose the daily digest mail, a page at a time in id order. */
export const findDigestRecipients = (db: Database, after: string | null, limit: number) =>
  db
    .select({ id: users.id, email: users.email, settings: userSettings })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users.id))
    .where(
      and(
        eq(userSettings.emailDigest, true),
        eq(users.status, 'active'),
        after ? gt(users.id, after) : undefined,
      ),
    )
    .orderBy(users.id)
    .limit(limit);
