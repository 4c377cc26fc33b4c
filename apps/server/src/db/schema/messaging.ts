import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.js';
import { listings, type ImageVariant } from './listings.js';
import { users } from './users.js';

/** `pair_key`'s value: one conversation per listing (or none) and pair of people, either order. */
export const conversationPairKey = (a: string, b: string, listingId: string | null) =>
  `${listingId ?? 'direct'}:${[a, b].sort().join(':')}`;

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    lastMessageAt: timestampTz('last_message_at'),
    createdAt: createdAt(),
    /** Who opened it: counts toward a new account's daily number of new conversations. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The two people and the listing (DESIGN.md 4: one conversation per listing and buyer), so a
     * second opening finds the first even when both race.
     */
    pairKey: text('pair_key'),
  },
  (table) => [
    index('conversations_listing_idx').on(table.listingId),
    uniqueIndex('conversations_pair_key').on(table.pairKey),
    index('conversations_created_by_idx').on(table.createdBy, table.createdAt),
  ],
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
    /** Messages up to this moment stay hidden from this participant after a delete-for-me. */
    clearedAt: timestampTz('cleared_at'),
    /** Messages of the others newer than `lastReadAt`, kept in the send's and read's transaction. */
    unreadCount: integer('unread_count').notNull().default(0),
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
    /** Safety hints the text raised when it was sent (contracts' SAFETY_HINT_KINDS). */
    safetyHints: text('safety_hints')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    kind: text('kind', { enum: ['text', 'offer'] })
      .notNull()
      .default('text'),
    /** An offer's price for the thread's listing, which its seller accepts or declines. */
    offerAmount: numeric('offer_amount', { precision: 16, scale: 2, mode: 'number' }),
    offerCurrency: text('offer_currency', { enum: ['SYP', 'USD'] }),
    offerStatus: text('offer_status', { enum: ['pending', 'accepted', 'declined'] }),
  },
  (table) => [index('messages_conversation_created_idx').on(table.conversationId, table.createdAt)],
);

/**
 * A message's photos (issue 22), converted as listing photos are. Their files live under
 * `messages/<conversation>/<message>/`, a folder the public media route does not serve.
 */
export const messageImages = pgTable(
  'message_images',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('message_images_message_idx').on(table.messageId, table.position)],
);

/** Who blocked whom: no message passes between a blocked pair, whichever side blocked. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId),
  ],
);
