-- Nothing searches search_text by trigrams (typos are looked up in search_words, migration 0005),
-- yet every write of a listing added some 300 trigrams to this index: 290 MB at a million listings,
-- the largest of the table's indexes.
DROP INDEX "listings_search_text_trgm_idx";--> statement-breakpoint
-- Room on each page for a row's next version, so counting a view rewrites the row in place
-- (views_count is in no index) instead of adding it to all twelve indexes, the full-text one
-- included. Pages written from now on keep the room.
ALTER TABLE "listings" SET (fillfactor = 90);
