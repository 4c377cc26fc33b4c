-- A category without a type pages through its newest listings from the index alone, and a radius
-- counts its points from the index alone (the status beside the coordinates).
DROP INDEX "listings_geo_idx";--> statement-breakpoint
CREATE INDEX "listings_category_newest_idx" ON "listings" USING btree ("status","main_category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_geo_idx" ON "listings" USING btree ("latitude","longitude","status");