ALTER TABLE "business_profile_submissions" ADD COLUMN "owner_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "owner_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_opt_outs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "submissions_unnotified_idx" ON "business_profile_submissions" USING btree ("reviewed_at") WHERE "business_profile_submissions"."owner_notified_at" is null and "business_profile_submissions"."reviewed_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_unnotified_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."owner_notified_at" is null and not "reviews"."is_approved";--> statement-breakpoint
-- Decisions and reviews from before these notices existed are not announced now.
UPDATE "business_profile_submissions" SET "owner_notified_at" = "reviewed_at" WHERE "reviewed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "reviews" SET "owner_notified_at" = "created_at";
