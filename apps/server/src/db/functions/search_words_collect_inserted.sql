-- Per statement on insert, so a bulk seed costs one upsert; sorted, so concurrent inserts take
-- their locks in the same order.
CREATE OR REPLACE FUNCTION search_words_collect_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM added, search_words_of(added.search_vector) AS word ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
