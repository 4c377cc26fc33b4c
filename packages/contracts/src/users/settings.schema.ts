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
 * `PUT`, `PATCH` and `POST /api/users/settings`: any sections, any fields of them. A field not sent
 * keeps its stored value: nothing a user saved is lost because an older client omits it.
 */
export const settingsUpdateSchema = z
  .object({
    preferences: settingsSectionUpdateSchemas.preferences.optional(),
    notifications: settingsSectionUpdateSchemas.notifications.optional(),
    privacy: settingsSectionUpdateSchemas.privacy.optional(),
    security: settingsSectionUpdateSchemas.security.optional(),
    ui: settingsSectionUpdateSchemas.ui.optional(),
  })
  .strict();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
