ALTER TABLE "offer_codes" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "offer_codes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_codes" ADD COLUMN "revoked_at" timestamp with time zone;