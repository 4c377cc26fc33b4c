ALTER TABLE "listings" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '60 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
-- 60 days from publication (or creation), but never sooner than a week from now: a catalogue
-- older than two months must not vanish at deploy time before its owners were told.
UPDATE "listings" SET "expires_at" = greatest(coalesce("published_at", "created_at") + interval '60 days', now() + interval '7 days');--> statement-breakpoint
CREATE INDEX "listings_expiry_idx" ON "listings" USING btree ("status","expires_at");