import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { listings } from './listings.js';

/** Why a listing was flagged to moderation (docs/listings-api.md "Trust rules"). */
export type ListingFlagKind = 'duplicate_photos' | 'scam_photos' | 'duplicate_text' | 'blocked_words';

/**
 * Issue 24: what the trust rules noticed about a listing, for the admin moderation queue. Written
 * with the listing (same transaction); `relatedListingId` links the listing it matched, if any.
 */
export const listingFlags = pgTable(
  'listing_flags',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ListingFlagKind>().notNull(),
    relatedListingId: uuid('related_listing_id').references(() => listings.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('listing_flags_listing_idx').on(table.listingId),
    index('listing_flags_created_idx').on(table.createdAt),
  ],
);
