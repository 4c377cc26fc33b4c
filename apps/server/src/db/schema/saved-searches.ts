import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * A user's named browse filters (the browse query without page, limit and order), kept as the
 * contracts' normalised reading so a later parse reads them the same way.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    alertsEnabled: boolean('alerts_enabled').notNull().default(true),
    lastNotifiedAt: timestampTz('last_notified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Lists are read per user, newest first.
  (table) => [index('saved_searches_user_idx').on(table.userId, table.createdAt)],
);
