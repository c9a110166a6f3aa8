ALTER TABLE "businesses" ALTER COLUMN "is_highlighted" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "businesses" drop column "is_highlighted";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "is_highlighted" boolean GENERATED ALWAYS AS (package_id >= 4) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "highlighted";--> statement-breakpoint
-- hand-written: dropping is_highlighted dropped the default order's index with it (drizzle-kit does not see that); the same index again, over the generated column.
CREATE INDEX "businesses_default_order_idx" ON "businesses" USING btree ("is_highlighted" DESC NULLS LAST,"package_id" DESC NULLS LAST,"visit_count" DESC NULLS LAST,"name","id","name_vector") WHERE "businesses"."is_active";
