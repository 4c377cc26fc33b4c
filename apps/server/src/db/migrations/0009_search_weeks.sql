-- A listing's search vector also holds when it was created: its week ('@w2968': weeks since
-- 1970-01-01), its four weeks ('@m742') and its sixteen ('@q185'), so a search for its newest
-- matches reads only the matches of the last weeks from the table. Among 10,000 matches of a
-- common word, all had to be read to find the newest (41 ms at a million listings); from its last
-- four weeks, 700 (11 ms). Three sizes, so any window is a few lexemes: the index reads the
-- rarest lexemes' lists in full, and twenty weeks would each be rarer than the words searched.
-- '@' is never in a normalised word, so no search can match one by accident.
CREATE FUNCTION listing_search_vector(search_text text, created_at timestamptz) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, search_text) || array_to_tsvector(ARRAY[
    '@w' || week, '@m' || week / 4, '@q' || week / 16])
  FROM (SELECT floor(extract(epoch FROM created_at) / 604800)::bigint AS week) AS created
$$;
--> statement-breakpoint
-- Weeks are no words to correct a typo to.
CREATE OR REPLACE FUNCTION search_words_of(vector tsvector) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT lexeme FROM unnest(tsvector_to_array(vector)) AS lexeme
  WHERE char_length(lexeme) >= 3 AND lexeme ~ '[^0-9]' AND left(lexeme, 1) <> '@'
$$;
--> statement-breakpoint
-- The words stay the same, so the trigger that collects them has nothing to do here.
ALTER TABLE listings DISABLE TRIGGER listings_search_words_updated;
--> statement-breakpoint
UPDATE listings SET search_vector = listing_search_vector(search_text, created_at);
--> statement-breakpoint
ALTER TABLE listings ENABLE TRIGGER listings_search_words_updated;
