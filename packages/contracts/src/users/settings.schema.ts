import { z } from 'zod';
import { storableString } from '../common/validation.js';
import { LANGUAGES, PROFILE_VISIBILITIES, THEMES } from '../enums/user.js';
import { FONT_SIZES, TOAST_POSITIONS } from './ui-settings.js';

// IANA names such as Asia/Damascus or UTC; checked against the runtime's list where it has one.
const timezoneSchema = storableString
  .trim()
  .max(64, 'tooLong')
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'invalidFormat');

export const AUTO_LOGOUT_MINUTES = [15, 30, 60, 240, 1440] as const;

export const preferencesSettingsSchema = z.object({
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES),
  timezone: timezoneSchema,
  /** Arabic shows Arabic-Indic digits unless this is on (DESIGN.md section 4). */
  latinDigits: z.boolean(),
});

export const notificationSettingsSchema = z.object({
  listingUpdates: z.boolean(),
  newInboxMessages: z.boolean(),
  loginNotifications: z.boolean(),
  generalUpdates: z.boolean(),
  pushNotifications: z.boolean(),
  newsletterSubscribed: z.boolean(),
  /** A mail for an unread message (at most one per conversation an hour). */
  emailMessages: z.boolean(),
  /** One mail a day with the listing activity and saved-search matches still unread. */
  emailDigest: z.boolean(),
});

export const privacySettingsSchema = z.object({
  showEmail: z.boolean(),
  showPhone: z.boolean(),
  showOnlineStatus: z.boolean(),
  showLocation: z.boolean(),
  allowMessaging: z.boolean(),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
});

export const securitySettingsSchema = z.object({
  twoFactorEnabled: z.boolean(),
  loginNotifications: z.boolean(),
  /** Sign out after this many idle minutes; null never. */
  autoLogoutMinutes: z.union([z.literal(AUTO_LOGOUT_MINUTES), z.null()]),
});

/** UI preferences of spec section 3. */
export const uiSettingsSchema = z.object({
  fontSize: z.enum(FONT_SIZES),
  reducedMotion: z.boolean(),
  highContrast: z.boolean(),
  enableAnimations: z.boolean(),
  sidebarCollapsed: z.boolean(),
  denseMode: z.boolean(),
  enableSoundEffects: z.boolean(),
  toastPosition: z.enum(TOAST_POSITIONS),
});

export const settingsSchema = z.object({
  preferences: preferencesSettingsSchema,
  notifications: notificationSettingsSchema,
  privacy: privacySettingsSchema,
  security: securitySettingsSchema,
  ui: uiSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsSection = keyof Settings;
export const SETTINGS_SECTIONS = [
  'preferences',
  'notifications',
  'privacy',
  'security',
  'ui',
] as const satisfies readonly SettingsSection[];

/** Each section as an update: only the fields sent change (`strict`, so a typo is an error, not a no-op). */
export const settingsSectionUpdateSchemas = {
  preferences: preferencesSettingsSchema.partial().strict(),
  notifications: notificationSettingsSchema.partial().strict(),
  privacy: privacySettingsSchema.partial().strict(),
  security: securitySettingsSchema.partial().strict(),
  ui: uiSettingsSchema.partial().strict(),
};

/**
 * The flags as the old backend's user row named them (api-compat.md sections 1 and 2): the
 * existing clients read them flat from the settings, login and profile answers, and may send them
 * flat. Each stands for one field of a section.
 */
export const LEGACY_SETTINGS_FLAGS = {
  allowMessaging: ['privacy', 'allowMessaging'],
  listingNotifications: ['notifications', 'listingUpdates'],
  messageNotifications: ['notifications', 'newInboxMessages'],
  loginNotifications: ['notifications', 'loginNotifications'],
  newsletterSubscribed: ['notifications', 'newsletterSubscribed'],
  showEmail: ['privacy', 'showEmail'],
  showOnlineStatus: ['privacy', 'showOnlineStatus'],
  showPhoneNumber: ['privacy', 'showPhone'],
  privateProfile: ['privacy', 'profileVisibility'],
} as const satisfies Record<string, readonly ['notifications' | 'privacy', string]>;
export type LegacySettingsFlag = keyof typeof LEGACY_SETTINGS_FLAGS;

const legacyFlagsShape = Object.fromEntries(
  Object.keys(LEGACY_SETTINGS_FLAGS).map((flag) => [flag, z.boolean()]),
) as Record<LegacySettingsFlag, z.ZodBoolean>;

/** The flat flags beside the sections in every settings answer. */
export const legacySettingsFlagsSchema = z.object(legacyFlagsShape);
export type LegacySettingsFlags = z.infer<typeof legacySettingsFlagsSchema>;

/** What the settings calls answer: the sections, and the same flags flat for older clients. */
export const settingsResponseSchema = settingsSchema.extend(legacyFlagsShape);

const sectionsUpdateSchema = z
  .object({
    preferences: settingsSectionUpdateSchemas.preferences.optional(),
    notifications: settingsSectionUpdateSchemas.notifications.optional(),
    privacy: settingsSectionUpdateSchemas.privacy.optional(),
    security: settingsSectionUpdateSchemas.security.optional(),
    ui: settingsSectionUpdateSchemas.ui.optional(),
  })
  .strict();
type SectionsUpdate = z.infer<typeof sectionsUpdateSchema>;

/**
 * `PUT`, `PATCH` and `POST /api/users/settings`: any sections, any fields of them. A field not sent
 * keeps its stored value: nothing a user saved is lost because an older client omits it. The old
 * flat flags are accepted too and fold into their sections; a section's own field wins.
 */
export const settingsUpdateSchema = sectionsUpdateSchema
  .extend(legacySettingsFlagsSchema.partial().shape)
  .transform(({ preferences, notifications, privacy, security, ui, ...flags }): SectionsUpdate => {
    const update: SectionsUpdate = { preferences, notifications, privacy, security, ui };
    for (const [flag, value] of Object.entries(flags)) {
      if (value === undefined || !Object.hasOwn(LEGACY_SETTINGS_FLAGS, flag)) continue;
      const [section, field] = LEGACY_SETTINGS_FLAGS[flag as LegacySettingsFlag];
      const fields: Record<string, unknown> = { ...update[section] };
      if (Object.hasOwn(fields, field)) continue;
      fields[field] = field === 'profileVisibility' ? (value ? 'private' : 'public') : value;
      Object.assign(update, { [section]: fields });
    }
    return Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  });
export type SettingsUpdate = SectionsUpdate;
