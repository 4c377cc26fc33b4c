import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    status: text('status', { enum: ['pending', 'active', 'disabled'] })
      .notNull()
      .default('pending'),
    emailVerifiedAt: timestampTz('email_verified_at'),
    phone: text('phone'),
    bio: text('bio'),
    dateOfBirth: date('date_of_birth'),
    street: text('street'),
    city: text('city'),
    profilePicture: text('profile_picture'),
    /** Premium while in the future (DESIGN.md 4: plan quota). */
    premiumUntil: timestampTz('premium_until'),
    /** Sign-in attempts from sources the account does not know, in the current window. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** First attempt of the current window (DESIGN.md 4 "Login protection"). */
    failedLoginWindowStart: timestampTz('failed_login_window_start'),
    /** Locked for sources the account does not know; known ones still sign in. */
    lockedUntil: timestampTz('locked_until'),
    /** The id of the one unlock link the last lock mailed; cleared when used. */
    unlockTokenId: uuid('unlock_token_id'),
    lastLoginAt: timestampTz('last_login_at'),
    lastActiveAt: timestampTz('last_active_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

/** One row per user; defaults are spec section 9's. */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('en'),
  theme: text('theme').notNull().default('light'),
  timezone: text('timezone').notNull().default('UTC'),
  latinDigits: boolean('latin_digits').notNull().default(false),
  listingUpdates: boolean('listing_updates').notNull().default(true),
  newInboxMessages: boolean('new_inbox_messages').notNull().default(true),
  generalUpdates: boolean('general_updates').notNull().default(true),
  pushNotifications: boolean('push_notifications').notNull().default(true),
  newsletterSubscribed: boolean('newsletter_subscribed').notNull().default(false),
  /** Mail copies are chosen, never assumed: both start off. */
  emailMessages: boolean('email_messages').notNull().default(false),
  emailDigest: boolean('email_digest').notNull().default(false),
  showEmail: boolean('show_email').notNull().default(false),
  showPhone: boolean('show_phone').notNull().default(false),
  showOnlineStatus: boolean('show_online_status').notNull().default(true),
  showLocation: boolean('show_location').notNull().default(true),
  allowMessaging: boolean('allow_messaging').notNull().default(true),
  profileVisibility: text('profile_visibility', { enum: ['public', 'private'] })
    .notNull()
    .default('public'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  loginNotifications: boolean('login_notifications').notNull().default(true),
  autoLogoutMinutes: integer('auto_logout_minutes'),
  /** UI preferences of spec section 3 (fontSize, reducedMotion, ...): free-form for the web. */
  ui: jsonb('ui').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose', {
      enum: ['emailVerification', 'passwordReset', 'passwordChange', 'emailChange'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Hash of the token in the mail's link, when the code also comes as a link. */
    tokenHash: text('token_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    consumedAt: timestampTz('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('verification_codes_email_purpose_idx').on(
      sql`lower(${table.email})`,
      table.purpose,
      table.createdAt,
    ),
    uniqueIndex('verification_codes_token_hash_key').on(table.tokenHash),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every rotation stays in its family, so reuse of an old token revokes the whole family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    replacedById: uuid('replaced_by_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

/**
 * Sign-in attempts per account and source (a known device, else an address), for the growing
 * delay: `blocked_until` is when that source may try that account again.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestampTz('last_failure_at').notNull(),
    blockedUntil: timestampTz('blocked_until').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.source] })],
);
