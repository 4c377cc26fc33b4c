-- "Most saved" read the favourites index only when its nulls order matched ORDER BY favorites_count DESC (nulls first): 57 ms to 2 ms for the first page of vehicles at 200,000 listings.
DROP INDEX "listings_favorites_idx";--> statement-breakpoint
CREATE INDEX "listings_favorites_idx" ON "listings" USING btree ("status","favorites_count" DESC NULLS FIRST);