import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every distinct word of the listings' search vectors, for typo correction: trigram-matching a
 * typed word against this short table takes well under a millisecond where matching it against
 * every listing's text takes hundreds (issue 5, "Known traps"). Triggers on `listings` fill it
 * (migration 0005); words are never removed, since a word no listing has any more just matches
 * nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);
