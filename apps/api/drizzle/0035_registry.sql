DROP INDEX "business_offers_business_idx";--> statement-breakpoint
ALTER TABLE "business_offers" ALTER COLUMN "valid_from" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "business_offers" ALTER COLUMN "valid_until" SET DATA TYPE date;--> statement-breakpoint
CREATE INDEX "business_offers_business_idx" ON "business_offers" USING btree ("business_id","valid_until");