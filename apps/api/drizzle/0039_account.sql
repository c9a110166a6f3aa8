CREATE TABLE "payout_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"bank_name" text,
	"account_number" text,
	"account_holder" text,
	"paypal_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_details_method_check" CHECK ("payout_details"."method" in ('bank', 'paypal'))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_details" ADD CONSTRAINT "payout_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('password-reset', 'verify-email', 'change-email'));