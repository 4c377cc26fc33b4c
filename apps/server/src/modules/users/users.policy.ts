import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { SettingsRow, UserRow } from './users.types.js';

/**
 * The ids of accounts an admin disabled, as a subquery: other modules hide what such a person
 * wrote (issue 24) without reading the users table themselves; enabling brings it all back.
 */
export const disabledUserIds = () => sql`select ${users.id} from ${users} where ${users.status} = 'disabled'`;

/** Premium lasts until `premiumUntil`; a lapsed date is a free account again. */
export const isPremium = (user: Pick<UserRow, 'premiumUntil'>, now = new Date()) =>
  user.premiumUntil !== null && user.premiumUntil.getTime() > now.getTime();

/** The phone others may see: a public profile that chose to show one; listings and profiles agree. */
export const visiblePhone = (user: Pick<UserRow, 'phone'>, settings: SettingsRow) =>
  settings.profileVisibility !== 'private' && settings.showPhone && user.phone ? user.phone : null;

/** Only an active account has a profile others can open; pending and disabled ones are not found. */
export const canViewProfile = (user: Pick<UserRow, 'status'>) => user.status === 'active';
