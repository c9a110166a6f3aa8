ALTER TABLE "referrals" ADD COLUMN "affiliate_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "referrals_unnotified_idx" ON "referrals" USING btree ("date") WHERE "referrals"."affiliate_notified_at" is null;--> statement-breakpoint
-- Referrals from before these notices existed are not announced now.
UPDATE "referrals" SET "affiliate_notified_at" = "date";
