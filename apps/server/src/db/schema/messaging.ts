import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.js';
import { listings } from './listings.js';
import { users } from './users.js';

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    lastMessageAt: timestampTz('last_message_at'),
    createdAt: createdAt(),
  },
  (table) => [index('conversations_listing_idx').on(table.listingId)],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestampTz('last_read_at'),
    /** A participant who deleted the conversation no longer sees it; the other one still does. */
    deletedAt: timestampTz('deleted_at'),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_participants_user_idx').on(table.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    deletedAt: timestampTz('deleted_at'),
  },
  (table) => [index('messages_conversation_created_idx').on(table.conversationId, table.createdAt)],
);
