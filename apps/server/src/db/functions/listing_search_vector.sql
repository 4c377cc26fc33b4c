-- A listing's full-text vector: its search text ('simple': the text mixes Arabic and English), the
-- week, four weeks and sixteen weeks it was created in ('@w2968', '@m742', '@q185': weeks since
-- 1970-01-01), the tokens of the known things it names (listing_name_tokens) and each token sliced
-- by the four and sixteen weeks ('@n…/m742'), so a search for the newest matches reads only the
-- last weeks' lists. '@' is never in a normalised word. Why each part: docs/decisions/004-search-planner.md.
-- syncSearchNames re-indexes every listing when this function changes.
CREATE OR REPLACE FUNCTION listing_search_vector(search_text text, created_at timestamptz) RETURNS tsvector
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, search_text) || array_to_tsvector(
    ARRAY['@w' || week, '@m' || week / 4, '@q' || week / 16] || names
    || ARRAY(SELECT name || '/m' || week / 4 FROM unnest(names) AS name)
    || ARRAY(SELECT name || '/q' || week / 16 FROM unnest(names) AS name))
  -- OFFSET 0 keeps the planner from copying the look-up into each use of `names`: it ran three
  -- times a listing (0.8 ms against 0.2).
  FROM (SELECT floor(extract(epoch FROM created_at) / 604800)::bigint AS week,
    listing_name_tokens(search_text) AS names OFFSET 0) AS created
$$;
