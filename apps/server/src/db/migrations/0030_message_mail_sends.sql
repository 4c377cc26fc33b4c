CREATE TABLE "message_mail_sends" (
	"user_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"job_id" text NOT NULL,
	CONSTRAINT "message_mail_sends_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
ALTER TABLE "message_mail_sends" ADD CONSTRAINT "message_mail_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;