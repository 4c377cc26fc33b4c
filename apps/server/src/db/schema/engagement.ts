import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { listings } from './listings.js';
import { users } from './users.js';

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.listingId] }),
    index('favorites_listing_idx').on(table.listingId),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['LISTING', 'USER', 'MESSAGE', 'CONVERSATION'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'reviewing', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One open report per reporter and listing (DUPLICATE_REPORT), and per reporter and any other
  // target; once an admin closes it, the same person may report again.
  (table) => [
    uniqueIndex('reports_one_open_per_listing_key')
      .on(table.reporterId, table.listingId)
      .where(sql`${table.status} = 'open'`),
    uniqueIndex('reports_one_open_per_target_key')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('reports_status_idx').on(table.status, table.createdAt),
  ],
);
