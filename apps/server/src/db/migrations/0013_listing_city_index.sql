-- A place's newest listings of a category, with what its browse filters and sorts by, read from
-- the index alone. The planner had intersected the city's listings (listings_location_idx) with the
-- category's: 44 ms to count the houses of Latakia and 91 ms to find the newest "للبيع" of Homs at
-- a million listings, 8 ms and 5 ms from this index.
CREATE INDEX "listings_city_newest_idx" ON "listings" USING btree ("status","city_code","main_category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("sub_category","area_code","listing_action","price","currency");
