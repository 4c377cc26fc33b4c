-- The tokens of the known things a listing's search text names (search_names), each named by its
-- longest spelling there: "land cruiser" names the model, not the property type "land". A search
-- asks for one token per thing instead of every spelling of it.
CREATE OR REPLACE FUNCTION listing_name_tokens(search_text text) RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH found AS (
    SELECT names.token, word.position AS first, word.position + names.word_count - 1 AS last
    FROM unnest(string_to_array(search_text, ' ')) WITH ORDINALITY AS word(value, position)
    -- One look-up in the primary key per word: joined, the planner hashed the whole table for
    -- every listing (0.45 ms a listing against 0.25).
    CROSS JOIN LATERAL (SELECT * FROM search_names WHERE first_word = word.value OFFSET 0) AS names
    WHERE names.word_count = 1 OR array_to_string(
      (string_to_array(search_text, ' '))[word.position : word.position + names.word_count - 1], ' ') = names.spelling
  )
  SELECT coalesce(array_agg(DISTINCT found.token), '{}') FROM found
  WHERE NOT EXISTS (
    SELECT FROM found AS longer
    WHERE longer.first <= found.first AND longer.last >= found.last
      AND longer.last - longer.first > found.last - found.first)
$$;
