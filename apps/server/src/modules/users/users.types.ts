import type { userSettings, users } from '../../db/schema/index.js';

/** A user as other modules hold it: the row the auth guard loads for every signed-in call. */
export type UserRow = typeof users.$inferSelect;
export type SettingsRow = typeof userSettings.$inferSelect;
