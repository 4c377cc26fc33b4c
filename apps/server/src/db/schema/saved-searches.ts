import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.js';
import { listings } from './listings.js';
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
    /** `instant`: a notification as a match is published; `daily`: one a day with the count. */
    alertFrequency: text('alert_frequency').$type<'instant' | 'daily'>().notNull().default('instant'),
    lastNotifiedAt: timestampTz('last_notified_at'),
    /** When its owner last opened it: `newMatches` counts what matched since. */
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Lists are read per user, newest first.
  (table) => [index('saved_searches_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Which listings matched which saved search, recorded once by the matching job (its key makes a
 * rerun after a crash add nothing), so the list's `newMatches` and the daily count are one grouped read.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When an instant alert told of it: a job rerun after a crash tells only the rest. */
    alertedAt: timestampTz('alerted_at'),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.listingId] }),
    index('saved_search_matches_since_idx').on(table.savedSearchId, table.createdAt),
  ],
);
