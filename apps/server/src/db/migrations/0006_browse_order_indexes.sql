-- The browse orders by created_at DESC, id DESC (nulls first, PostgreSQL's default): indexes in
-- exactly that order serve it and, read backwards, the ascending order, without sorting every active row.
DROP INDEX "listings_browse_idx";--> statement-breakpoint
DROP INDEX "listings_newest_idx";--> statement-breakpoint
CREATE INDEX "listings_browse_idx" ON "listings" USING btree ("status","main_category","sub_category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_newest_idx" ON "listings" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);