ALTER TABLE "reviews" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_key" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removal_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_idx" ON "reviews" USING btree ("business_id","author_key") WHERE "reviews"."author_key" is not null and "reviews"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_confirm_token_idx" ON "reviews" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("reported_at") WHERE "reviews"."reported_at" is not null and "reviews"."removed_at" is null and not "reviews"."is_approved";--> statement-breakpoint
CREATE INDEX "reviews_waiting_idx" ON "reviews" USING btree ("confirmed_at") WHERE "reviews"."reported_at" is null and "reviews"."removed_at" is null and not "reviews"."is_approved";--> statement-breakpoint
-- hand-written: reviews written before decision 014 reached their owner already; they count from when they were written.
UPDATE "reviews" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;