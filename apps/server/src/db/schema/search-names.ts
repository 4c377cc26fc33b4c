import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Every spelling of every known thing (make, model, city, area, listing type) with the token a
 * listing's search vector holds when its text names the thing (`listing_name_tokens`, migration
 * 0014). The app writes it from its reference data at start (`syncSearchNames`); the table's
 * comment names the version it holds.
 */
export const searchNames = pgTable(
  'search_names',
  {
    spelling: text('spelling').notNull(),
    token: text('token').notNull(),
    /** What a listing's word is looked up by. */
    firstWord: text('first_word').notNull(),
    wordCount: integer('word_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.firstWord, table.spelling, table.token] })],
);
