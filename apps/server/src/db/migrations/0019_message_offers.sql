ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_amount" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_currency" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_status" text;