import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.js';
import { listings } from './listings.js';
import { users } from './users.js';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    targetId: text('target_id'),
    targetType: text('target_type'),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('notifications_user_read_created_idx').on(table.userId, table.readAt, table.createdAt.desc()),
  ],
);
