import {
  DEFAULT_UI_SETTINGS,
  LEGACY_SETTINGS_FLAGS,
  type LegacySettingsFlags,
  uiSettingsSchema,
  type CurrentUser,
  type Language,
  type PublicProfile,
  type Settings,
  type SettingsUpdate,
  type Theme,
} from '@souqna/contracts';
import type { userSettings } from '../../db/schema/index.js';
import { pictureUrl, type MediaStorage } from '../../platform/media/media-storage.js';
import { isPremium, visiblePhone } from './users.policy.js';
import type { SettingsRow, UserRow } from './users.types.js';

type SettingsColumns = Partial<Omit<typeof userSettings.$inferInsert, 'userId'>>;

/** The signed-in user, field by field: a hash, a lock counter or a token can never slip out. */
export function presentCurrentUser(storage: MediaStorage, user: UserRow, settings: SettingsRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    role: user.role,
    profilePicture: pictureUrl(storage, user.profilePicture),
    phone: user.phone,
    bio: user.bio,
    dateOfBirth: user.dateOfBirth,
    street: user.street,
    city: user.city,
    emailVerified: user.emailVerifiedAt !== null,
    isPremium: isPremium(user),
    premiumUntil: user.premiumUntil?.toISOString() ?? null,
    allowMessaging: settings.allowMessaging,
    privateProfile: settings.profileVisibility === 'private',
    preferences: {
      language: settings.language as Language,
      theme: settings.theme as Theme,
      latinDigits: settings.latinDigits,
    },
    autoLogoutMinutes: settings.autoLogoutMinutes,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    listingNotifications: settings.listingUpdates,
    messageNotifications: settings.newInboxMessages,
    loginNotifications: settings.loginNotifications,
    showEmail: settings.showEmail,
    showOnlineStatus: settings.showOnlineStatus,
    showPhoneNumber: settings.showPhone,
    location: user.city,
  };
}

/** Someone else's view of a user: privacy settings decide every optional field. */
export function presentPublicProfile(
  storage: MediaStorage,
  user: UserRow,
  settings: SettingsRow,
): PublicProfile {
  const base = {
    id: user.id,
    name: user.name,
    profilePicture: pictureUrl(storage, user.profilePicture),
    privateProfile: settings.profileVisibility === 'private',
  };
  if (base.privateProfile) return base;
  const phone = visiblePhone(user, settings);
  const city = settings.showLocation ? user.city : null;
  const memberSince = user.createdAt.toISOString();
  return {
    ...base,
    username: user.username,
    bio: user.bio,
    city,
    ...(settings.showEmail ? { email: user.email } : {}),
    ...(phone ? { phone } : {}),
    allowMessaging: settings.allowMessaging,
    lastActiveAt: settings.showOnlineStatus ? (user.lastActiveAt?.toISOString() ?? null) : null,
    memberSince,
    createdAt: memberSince,
    location: city,
    showEmail: settings.showEmail,
    showPhoneNumber: phone !== null,
    showOnlineStatus: settings.showOnlineStatus,
  };
}

/** The settings, and the same flags flat as the old backend named them (api-compat.md section 2). */
export function presentSettings(row: SettingsRow): Settings & LegacySettingsFlags {
  const settings = presentSections(row);
  const flags = Object.fromEntries(
    Object.entries(LEGACY_SETTINGS_FLAGS).map(([flag, [section, field]]) => {
      const value = (settings[section] as Record<string, unknown>)[field];
      return [flag, field === 'profileVisibility' ? value === 'private' : value];
    }),
  ) as LegacySettingsFlags;
  return { ...settings, ...flags };
}

function presentSections(row: SettingsRow): Settings {
  // Stored UI preferences are the web's; anything unreadable falls back to the default.
  const ui = uiSettingsSchema.partial().safeParse(row.ui);
  return {
    preferences: {
      language: row.language as Language,
      theme: row.theme as Theme,
      timezone: row.timezone,
      latinDigits: row.latinDigits,
    },
    notifications: {
      listingUpdates: row.listingUpdates,
      newInboxMessages: row.newInboxMessages,
      loginNotifications: row.loginNotifications,
      generalUpdates: row.generalUpdates,
      pushNotifications: row.pushNotifications,
      newsletterSubscribed: row.newsletterSubscribed,
      emailMessages: row.emailMessages,
      emailDigest: row.emailDigest,
    },
    privacy: {
      showEmail: row.showEmail,
      showPhone: row.showPhone,
      showOnlineStatus: row.showOnlineStatus,
      showLocation: row.showLocation,
      allowMessaging: row.allowMessaging,
      profileVisibility: row.profileVisibility,
    },
    security: {
      twoFactorEnabled: row.twoFactorEnabled,
      loginNotifications: row.loginNotifications,
      autoLogoutMinutes: row.autoLogoutMinutes as Settings['security']['autoLogoutMinutes'],
    },
    ui: { ...DEFAULT_UI_SETTINGS, ...(ui.success ? ui.data : {}) },
  };
}

/** The columns an update changes; sections and fields not sent are left out, so they keep their value. */
export function settingsColumns(update: SettingsUpdate, current: SettingsRow): SettingsColumns {
  const { preferences, notifications, privacy, security, ui } = update;
  const columns: SettingsColumns = { ...preferences, ...notifications, ...privacy };
  if (security) {
    const { twoFactorEnabled: _notOffered, ...rest } = security;
    Object.assign(columns, rest);
  }
  if (ui) columns.ui = { ...current.ui, ...ui };
  return columns;
}
