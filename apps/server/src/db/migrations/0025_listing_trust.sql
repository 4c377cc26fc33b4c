CREATE TABLE "listing_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"related_listing_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "perceptual_hash" bigint;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "perceptual_bands" integer[];--> statement-breakpoint
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_related_listing_id_listings_id_fk" FOREIGN KEY ("related_listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_flags_listing_idx" ON "listing_flags" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_flags_created_idx" ON "listing_flags" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listing_images_content_hash_idx" ON "listing_images" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "listing_images_perceptual_bands_idx" ON "listing_images" USING gin ("perceptual_bands");