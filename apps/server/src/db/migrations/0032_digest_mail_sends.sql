CREATE TABLE "digest_mail_sends" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"job_id" text NOT NULL,
	CONSTRAINT "digest_mail_sends_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "digest_mail_sends" ADD CONSTRAINT "digest_mail_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;