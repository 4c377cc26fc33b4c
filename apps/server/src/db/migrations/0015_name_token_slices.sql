-- Each known thing's token also comes with the four weeks ('@n…/m742') and the sixteen weeks
-- ('@n…/q185') the listing was created in, so a search for the newest matches of known things
-- reads only their lists for those weeks. Narrowed by the weeks' own lexemes, the index read each
-- thing's whole list and every listing of the weeks besides: "شقة للبيع في المزة" over its last
-- three four-week spans took 11.5 ms in the index at a million listings, 2.1 ms this way.
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
