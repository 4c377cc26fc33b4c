CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Words worth correcting a typo to: three characters or more, not only digits (a mistyped year
-- must not turn into another year).
CREATE FUNCTION search_words_of(vector tsvector) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT lexeme FROM unnest(tsvector_to_array(vector)) AS lexeme
  WHERE char_length(lexeme) >= 3 AND lexeme ~ '[^0-9]'
$$;
--> statement-breakpoint
-- Per statement on insert, so a bulk seed costs one upsert; sorted, so concurrent inserts take
-- their locks in the same order.
CREATE FUNCTION search_words_collect_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM added, search_words_of(added.search_vector) AS word ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Per row on update, and only when the text changed: views and favourites update listings often.
CREATE FUNCTION search_words_collect_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM search_words_of(NEW.search_vector) AS word ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_search_words_inserted AFTER INSERT ON listings
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect_inserted();
--> statement-breakpoint
CREATE TRIGGER listings_search_words_updated AFTER UPDATE OF search_vector ON listings
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION search_words_collect_updated();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT word FROM listings, search_words_of(listings.search_vector) AS word
ON CONFLICT DO NOTHING;
