import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.js';
import { listings } from './listings.js';
import { users } from './users.js';

/**
 * Spec section 3's notification. Title and message are stored in the recipient's language at the
 * time it is made. A grouped or repeated event (three saves today, a price edited five times in a
 * minute) updates the recipient's unread row with the same `group_key` and counts in `count`;
 * `facts` keeps what its text was made from, so the grown row can be worded again.
 */
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
    relatedId: text('related_id'),
    groupKey: text('group_key'),
    count: integer('count').notNull().default(1),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The bell and the page: a user's newest first (by type too, filtered in the index's range).
    index('notifications_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The badge: a user's unread count reads only unread entries.
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    // Grouping: one event reaches many people's unread rows of the same key (a price edit's savers).
    index('notifications_group_idx')
      .on(table.groupKey, table.userId)
      .where(sql`${table.readAt} is null and ${table.groupKey} is not null`),
  ],
);

/**
 * When a conversation last cost its reader a NEW_MESSAGE mail: at most one an hour per reader and
 * conversation. `job_id` is the job that sent it, so that job's retry (the send failed after the
 * claim) may claim again while any other job within the hour may not.
 */
export const messageMailSends = pgTable(
  'message_mail_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').notNull(),
    sentAt: timestampTz('sent_at').notNull(),
    jobId: text('job_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.conversationId] })],
);

/**
 * A user's daily digest mail, one row per UTC day: the claim that keeps it to one a day when the
 * job reruns after a restart or two processes run it. `job_id` lets that same job's retry (the send
 * failed after the claim) claim again, and no other job.
 */
export const digestMailSends = pgTable(
  'digest_mail_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    sentAt: timestampTz('sent_at').notNull(),
    jobId: text('job_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
