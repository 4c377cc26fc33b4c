-- Words worth correcting a typo to: three characters or more, not only digits (a mistyped year
-- must not turn into another year), and no weeks or tokens ('@').
CREATE OR REPLACE FUNCTION search_words_of(vector tsvector) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT lexeme FROM unnest(tsvector_to_array(vector)) AS lexeme
  WHERE char_length(lexeme) >= 3 AND lexeme ~ '[^0-9]' AND left(lexeme, 1) <> '@'
$$;
