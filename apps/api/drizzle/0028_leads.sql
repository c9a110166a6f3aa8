DROP INDEX "business_leads_business_idx";--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "kind" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "booking_date" text;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "booking_time" text;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "people" integer;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_leads" ADD CONSTRAINT "business_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_leads_confirm_token_idx" ON "business_leads" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "business_leads_unnotified_idx" ON "business_leads" USING btree ("business_id") WHERE "business_leads"."notified_at" is null and "business_leads"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "business_leads_business_idx" ON "business_leads" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "business_leads" ADD CONSTRAINT "business_leads_kind_check" CHECK ("business_leads"."kind" in ('contact', 'booking'));--> statement-breakpoint
-- hand-written: messages stored before decision 017 reached no one; they count as confirmed and already mailed, so the first job run does not mail old messages.
UPDATE "business_leads" SET "confirmed_at" = "created_at", "notified_at" = "created_at" WHERE "confirmed_at" IS NULL;
