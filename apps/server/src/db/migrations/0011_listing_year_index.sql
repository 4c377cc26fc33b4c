-- A year's newest listings, from the index: "hyundai" of 2012 sorted by price walked 377,000 of the
-- newest listings for its 1,001 newest matches (800 ms at a million listings); through this, 9,800
-- listings of 2012 (37 ms). A single year is sent as an equality, so the index's order holds.
CREATE INDEX "listings_year_newest_idx" ON "listings" USING btree ("status","year","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
