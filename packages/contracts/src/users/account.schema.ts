import { z } from 'zod';
import { LANGUAGES, THEMES, USER_ROLES } from '../enums/user.js';

/** The signed-in user as login, `/auth/me` and the profile calls return it. Never a hash or token. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  profilePicture: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  dateOfBirth: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  emailVerified: z.boolean(),
  /** Premium while `premiumUntil` is in the future (DESIGN.md section 4). */
  isPremium: z.boolean(),
  premiumUntil: z.string().nullable(),
  allowMessaging: z.boolean(),
  privateProfile: z.boolean(),
  /**
   * Chosen in settings, so the interface follows the user from device to device; `latinDigits`
   * shows Arabic with 0-9 instead of its own digits (DESIGN.md section 4).
   */
  preferences: z.object({ language: z.enum(LANGUAGES), theme: z.enum(THEMES), latinDigits: z.boolean() }),
  /** Security setting: the web signs out after this many idle minutes; null never. */
  autoLogoutMinutes: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The old backend's user fields the existing clients read (api-compat.md section 1): the
   * settings flags flat and `location` (the city). Always sent; optional in the type because
   * Souqna's own web reads `preferences` and the settings instead.
   */
  listingNotifications: z.boolean().optional(),
  messageNotifications: z.boolean().optional(),
  loginNotifications: z.boolean().optional(),
  showEmail: z.boolean().optional(),
  showOnlineStatus: z.boolean().optional(),
  showPhoneNumber: z.boolean().optional(),
  location: z.string().nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * Another person's profile. A private profile carries only id, name and avatar; email and phone
 * appear only when their owner shows them.
 */
export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  privateProfile: z.boolean(),
  username: z.string().optional(),
  bio: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  allowMessaging: z.boolean().optional(),
  lastActiveAt: z.string().nullable().optional(),
  memberSince: z.string().optional(),
  /**
   * The readings of the old web client's profile page (api-compat.md section 2): `createdAt` is
   * `memberSince`, `location` the city shown, and the flags say which fields are shown.
   */
  createdAt: z.string().optional(),
  location: z.string().nullable().optional(),
  showEmail: z.boolean().optional(),
  showPhoneNumber: z.boolean().optional(),
  showOnlineStatus: z.boolean().optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const PROFILE_LIMITS = { bio: 500, street: 200, city: 100, phone: 20 } as const;
