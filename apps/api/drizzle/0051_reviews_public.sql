-- Decision 014, amended 2026-12-07: a review is public once its writer is known; a reported one
-- stays public until an administrator removes it. Reviews the owner held go public now, the
-- owner is not told of them again, and the ratings follow.
DROP INDEX "reviews_waiting_idx";--> statement-breakpoint
DROP INDEX "reviews_unnotified_idx";--> statement-breakpoint
DROP INDEX "reviews_reported_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "reviews" SET "version" = 2 WHERE "reported_at" IS NOT NULL;--> statement-breakpoint
UPDATE "reviews" SET "report_decided_at" = now() WHERE "reported_at" IS NOT NULL AND "is_approved" AND "removed_at" IS NULL;--> statement-breakpoint
UPDATE "reviews" SET "is_approved" = true, "owner_notified_at" = coalesce("owner_notified_at", now()) WHERE "confirmed_at" IS NOT NULL AND "removed_at" IS NULL AND NOT "is_approved";--> statement-breakpoint
UPDATE "reviews" SET "owner_notified_at" = now() WHERE "owner_notified_at" IS NULL AND "is_approved";--> statement-breakpoint
UPDATE "businesses" b SET "rating" = coalesce((SELECT round(avg(r."rating") * 10) FROM "reviews" r WHERE r."business_id" = b."id" AND r."is_approved"), 0) WHERE b."id" IN (SELECT "business_id" FROM "reviews");--> statement-breakpoint
CREATE INDEX "reviews_unnotified_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."owner_notified_at" is null and "reviews"."is_approved";--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("reported_at") WHERE "reviews"."reported_at" is not null and "reviews"."report_decided_at" is null and "reviews"."removed_at" is null;