-- A property's year built copied onto its listing as its year, so a browse by year reads one index.
CREATE OR REPLACE FUNCTION listings_copy_real_estate_details() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings SET year = NEW.year_built
  WHERE id = NEW.listing_id AND year IS DISTINCT FROM NEW.year_built;
  RETURN NULL;
END $$;
