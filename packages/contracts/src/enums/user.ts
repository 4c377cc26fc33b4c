export const USER_ROLES = ['USER', 'ADMIN'] as const;

export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['pending', 'active', 'disabled'] as const;

export type UserStatus = (typeof USER_STATUSES)[number];

export const LANGUAGES = ['en', 'ar', 'es', 'fr', 'de'] as const;

export type Language = (typeof LANGUAGES)[number];

export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export const DEFAULT_LANGUAGE: Language = 'en';

export const THEMES = ['light', 'dark', 'system'] as const;

export type Theme = (typeof THEMES)[number];

export const DEFAULT_THEME: Theme = 'light';

export const PROFILE_VISIBILITIES = ['public', 'private'] as const;

export const VERIFICATION_PURPOSES = [
  'emailVerification',
  'passwordReset',
  'passwordChange',
  'emailChange',
] as const;

export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

export const SUBSCRIPTION_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type SubscriptionRequestStatus = (typeof SUBSCRIPTION_REQUEST_STATUSES)[number];
