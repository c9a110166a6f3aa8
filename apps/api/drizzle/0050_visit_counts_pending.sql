-- Rows already there are pending only where the two counts differ (visits/order-sync.ts); rows
-- written from now on start pending.
ALTER TABLE "business_visit_counts" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "business_visit_counts" c SET "pending" = true FROM "businesses" b WHERE b."id" = c."business_id" AND b."visit_count" IS DISTINCT FROM c."count";--> statement-breakpoint
ALTER TABLE "business_visit_counts" ALTER COLUMN "pending" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "business_visit_counts_pending_idx" ON "business_visit_counts" USING btree ("business_id") WHERE "business_visit_counts"."pending";
