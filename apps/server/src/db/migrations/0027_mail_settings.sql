ALTER TABLE "user_settings" ADD COLUMN "email_messages" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "email_digest" boolean DEFAULT false NOT NULL;