-- A vehicle's make, model and year copied onto its listing, so a browse by them reads one index;
-- only when something changed: an unchanged copy would still write the row again.
CREATE OR REPLACE FUNCTION listings_copy_vehicle_details() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings SET make = NEW.make, model = NEW.model, year = NEW.year
  WHERE id = NEW.listing_id AND (make, model, year) IS DISTINCT FROM (NEW.make, NEW.model, NEW.year);
  RETURN NULL;
END $$;
