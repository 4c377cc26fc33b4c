-- Per row on update (the trigger fires only when the vector changed: views and favourites update
-- listings often).
CREATE OR REPLACE FUNCTION search_words_collect_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM search_words_of(NEW.search_vector) AS word ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
