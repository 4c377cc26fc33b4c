-- Saved searches gain updated_at (renames, alert toggles) and are listed per user, newest first.
DROP INDEX "saved_searches_user_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");