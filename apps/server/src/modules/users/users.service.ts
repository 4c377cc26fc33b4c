import type { SQL } from 'drizzle-orm';
import {
  profileUpdateSchema,
  settingsSectionUpdateSchemas,
  type CurrentUser,
  type SettingsSection,
  type SettingsUpdate,
} from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { parseOrThrow } from '../../platform/errors/parse.js';
import type { FormInput } from '../../platform/http/multipart.js';
import { verifyPassword } from '../../platform/security/password.js';
import { withMediaChanges } from '../../platform/media/media-changes.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as favorites from '../favorites/favorites.service.js';
import * as listings from '../listings/listings.service.js';
import { avatarFolderOf, renderAvatar } from './users.avatar.js';
import {
  presentCurrentUser,
  presentPublicProfile,
  presentSettings,
  settingsColumns,
} from './users.presenter.js';
import { canViewProfile } from './users.policy.js';
import type { UserRow } from './users.types.js';
import {
  deleteUser,
  countAttempt,
  lock,
  unlock,
  findActiveUserIds,
  findDigestRecipients,
  findLanguage,
  findNotificationPrefs,
  findSettingsRow,
  findUserByEmail,
  findUserById,
  findUserWithSettings,
  findUsersWithSettings,
  insertUser,
  isUsernameTaken,
  updateSettingsRow,
  updateSettingsByEmail,
  touchLastActive,
  updateUser,
} from './users.repository.js';

type UserInsert = Parameters<typeof insertUser>[1];

// Accounts as the auth module reads and writes them: through this service, never the tables.
export const findAccountByEmail = (deps: ServiceDeps, email: string) => findUserByEmail(deps.db, email);
export const findAccountById = (deps: ServiceDeps, id: string, also?: SQL) => findUserById(deps.db, id, also);
export const recordActivity = (deps: ServiceDeps, user: UserRow) => touchLastActive(deps.db, user.id);
export const usernameTaken = (deps: ServiceDeps, username: string, exceptUserId?: string) =>
  isUsernameTaken(deps.db, username, exceptUserId);
export const createPendingAccount = (deps: ServiceDeps, values: UserInsert, language: string) =>
  insertUser(deps.db, values, language);
export const removeAccountRow = (deps: ServiceDeps, id: string) => deleteUser(deps.db, id);
export const updateAccount = (deps: ServiceDeps, id: string, values: Partial<UserInsert>) =>
  updateUser(deps.db, id, values);
export const countLoginAttempt = (deps: ServiceDeps, id: string, windowMinutes: number) =>
  countAttempt(deps.db, id, windowMinutes);
export const lockAccount = (deps: ServiceDeps, id: string, until: Date, unlockTokenId: string) =>
  lock(deps.db, id, until, unlockTokenId);
export const unlockAccount = (deps: ServiceDeps, id: string, unlockTokenId: string) =>
  unlock(deps.db, id, unlockTokenId);
export const accountLanguage = (deps: ServiceDeps, id: string) => findLanguage(deps.db, id);
export const accountSettings = (deps: ServiceDeps, id: string) => findSettingsRow(deps.db, id);
/** The notification module's read of its recipients: language and notification toggles. */
export const notificationPrefsOf = (deps: Pick<ServiceDeps, 'db'>, ids: readonly string[]) =>
  findNotificationPrefs(deps.db, ids);
export const activeUserIds = (deps: Pick<ServiceDeps, 'db'>) => findActiveUserIds(deps.db);

async function load(deps: ServiceDeps, userId: string) {
  const row = await findUserWithSettings(deps.db, userId);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

/** The signed-in user as every auth and profile call returns them. */
export async function currentUser(deps: ServiceDeps, user: UserRow): Promise<CurrentUser> {
  const { settings } = await load(deps, user.id);
  return presentCurrentUser(deps.storage, user, settings);
}

export const getCurrentUser = async (deps: ServiceDeps, userId: string) => {
  const { user, settings } = await load(deps, userId);
  return presentCurrentUser(deps.storage, user, settings);
};

/** Profile text fields and picture; a new picture replaces the old one, whose files go. */
export async function updateProfile(
  deps: ServiceDeps,
  userId: string,
  form: FormInput,
): Promise<CurrentUser> {
  const input = parseOrThrow(profileUpdateSchema, form.fields);
  const { user: before } = await load(deps, userId);
  if (
    input.username &&
    input.username !== before.username.toLowerCase() &&
    (await isUsernameTaken(deps.db, input.username, userId))
  ) {
    throw new AppError('USERNAME_EXISTS');
  }
  if (form.files.length > 1) throw new AppError('TOO_MANY_IMAGES');
  const { removeProfilePicture, ...columns } = input;
  const avatar = form.files[0] ? await renderAvatar(deps.images, userId, form.files[0]) : undefined;
  const picture = avatar?.key;
  const changes = {
    ...columns,
    ...(picture ? { profilePicture: picture } : removeProfilePicture ? { profilePicture: null } : {}),
  };
  // `{}`, or only fields this route does not know (older clients send `email`): nothing to change,
  // and an unchanged form saved again is answered like any other save, with the profile.
  if (Object.keys(changes).length === 0) return getCurrentUser(deps, userId);
  const replaced = picture !== undefined || removeProfilePicture;
  // The new picture goes live and the old one goes with the commit that names them.
  await withMediaChanges(deps.storage, deps.log, async (media) => {
    if (avatar) await media.put(avatar.key, avatar.body, 'image/webp');
    if (
      replaced &&
      before.profilePicture &&
      before.profilePicture !== picture &&
      before.profilePicture.startsWith('avatars/')
    ) {
      await media.remove(before.profilePicture);
    }
    await updateUser(deps.db, userId, changes);
  });
  // Listings carry their seller's name and picture.
  await deps.listCache.clear();
  return getCurrentUser(deps, userId);
}

export async function getSettings(deps: ServiceDeps, userId: string) {
  return presentSettings((await load(deps, userId)).settings);
}

/** Saves the sections and fields sent, nothing else, and answers the whole stored state. */
export async function updateSettings(deps: ServiceDeps, userId: string, update: SettingsUpdate) {
  if (update.security?.twoFactorEnabled === true) {
    throw new AppError('UNPROCESSABLE', 'Two-factor authentication is not available yet');
  }
  const { settings } = await load(deps, userId);
  const columns = settingsColumns(update, settings);
  if (Object.keys(columns).length === 0) return presentSettings(settings);
  const row = await updateSettingsRow(deps.db, userId, columns);
  // Listings show the seller's phone and messaging choices: hiding a phone must not wait 5 minutes.
  await deps.listCache.clear();
  return presentSettings(row);
}

/** Where and how to mail an active account: its address, language, digits and settings. */
export async function mailRecipientOf(deps: Pick<ServiceDeps, 'db'>, id: string) {
  const row = await findUserWithSettings(deps.db, id);
  if (!row || row.user.status !== 'active') return null;
  return { id, email: row.user.email, settings: row.settings };
}

/** The active ones of these accounts, with the address and settings a mail needs; one read. */
export async function mailRecipientsOf(deps: Pick<ServiceDeps, 'db'>, ids: readonly string[]) {
  const rows = await findUsersWithSettings(deps.db, [...new Set(ids)]);
  return rows
    .filter((row) => row.user.status === 'active')
    .map((row) => ({ id: row.user.id, email: row.user.email, settings: row.settings }));
}

/** A page (in id order, after `after`) of the active accounts that chose the daily digest mail. */
export const digestRecipients = (deps: Pick<ServiceDeps, 'db'>, after: string | null, limit: number) =>
  findDigestRecipients(deps.db, after, limit);

/** The settings an unsubscribe link turns off (modules/unsubscribe). */
export type MailSetting = 'emailMessages' | 'emailDigest' | 'newsletterSubscribed';

/**
 * Turns one kind of mail off for the account of this id or address, without signing in: an
 * unsubscribe link's whole power. An account that is gone has nothing left to turn off.
 */
export async function turnOffMail(
  deps: Pick<ServiceDeps, 'db'>,
  who: { userId: string } | { email: string },
  setting: MailSetting,
) {
  const values = { [setting]: false };
  if ('userId' in who) await updateSettingsRow(deps.db, who.userId, values);
  else await updateSettingsByEmail(deps.db, who.email, values);
}

export async function updateSettingsSection(
  deps: ServiceDeps,
  userId: string,
  section: SettingsSection,
  body: unknown,
) {
  const update = parseOrThrow(settingsSectionUpdateSchemas[section], body ?? {});
  return (await updateSettings(deps, userId, { [section]: update }))[section];
}

/** Another person's profile as its owner's privacy settings allow. */
export async function getPublicProfile(deps: ServiceDeps, userId: string) {
  const row = await findUserWithSettings(deps.db, userId);
  if (!row || !canViewProfile(row.user)) throw new AppError('USER_NOT_FOUND');
  return presentPublicProfile(deps.storage, row.user, row.settings);
}

/**
 * Several people at once, as the messaging module shows them: each one's public profile, whether
 * they take messages, and their language (a disabled or deleted account is left out).
 */
export async function peopleByIds(deps: ServiceDeps, ids: readonly string[]) {
  const rows = await findUsersWithSettings(deps.db, [...new Set(ids)]);
  return new Map(
    rows
      .filter((row) => row.user.status === 'active')
      .map((row) => [
        row.user.id,
        {
          profile: presentPublicProfile(deps.storage, row.user, row.settings),
          allowMessaging: row.settings.allowMessaging,
          showOnlineStatus: row.settings.showOnlineStatus,
          language: row.settings.language,
          createdAt: row.user.createdAt,
        },
      ]),
  );
}

/** Deletes the account and everything it owns after the password is confirmed. */
export async function deleteAccount(deps: ServiceDeps, user: UserRow, password: string) {
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('WRONG_PASSWORD');
  const prefixes = await listings.userListingMedia(deps, user.id);
  // The files are set aside first and deleted once the rows are gone; a crash puts back only
  // what committed rows still name.
  await withMediaChanges(deps.storage, deps.log, async (media) => {
    for (const prefix of [...prefixes, avatarFolderOf(user.id)]) await media.remove(prefix);
    await deps.db.transaction(async (tx) => {
      // Before the listings go: the counts of the ones the user saved move with the favourites.
      await favorites.forgetUserFavorites({ db: tx }, user.id);
      await listings.deleteUserListings({ db: tx }, user.id);
      await deleteUser(tx, user.id);
    });
  });
  // Its sessions went with the row; its open sockets must not outlive them.
  await deps.events.emit('auth.sessionsRevoked', { userId: user.id });
  await deps.listCache.clear();
  deps.log.info({ userId: user.id }, 'account deleted');
  return { message: 'Your account has been deleted' };
}
