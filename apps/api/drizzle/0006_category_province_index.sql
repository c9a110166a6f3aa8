DROP INDEX "businesses_category_idx";--> statement-breakpoint
CREATE INDEX "businesses_category_province_idx" ON "businesses" USING btree ("category_id","province_id");