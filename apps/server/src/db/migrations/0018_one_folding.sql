-- One folding for the index, the queries, the known names and the web (packages/contracts
-- reference/fold-name.ts, issue 21): hamza on waw and ya, Latin accents, Persian letters and
-- Persian digits now fold as the known names always did. The stored text was folded the old way,
-- which left exactly these as they were, so folding it the new way gives what the app now builds:
-- decomposed (NFKD), the marks its letters split into dropped, the letters of LETTER_FOLDS and the
-- digits read, put back together (NFC). Changed listings get their vector again; the known names'
-- sync after the migrations re-indexes every listing when their spellings changed with it.
UPDATE listings
SET search_text = refolded.text,
  search_vector = listing_search_vector(refolded.text, listings.created_at)
FROM (
  SELECT id, normalize(translate(
    regexp_replace(normalize(search_text, NFKD), '[\u0300-\u036f\u0653-\u0655\u3099\u309a]', '', 'g'),
    'ٱىیةکپچڤژ۰۱۲۳۴۵۶۷۸۹ـ', 'اييهكبجفز0123456789'), NFC) AS text
  FROM listings
) AS refolded
WHERE refolded.id = listings.id AND refolded.text <> listings.search_text;
