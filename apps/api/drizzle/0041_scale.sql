DROP INDEX "businesses_category_province_idx";--> statement-breakpoint
DROP INDEX "businesses_earth_idx";--> statement-breakpoint
CREATE INDEX "businesses_category_province_order_idx" ON "businesses" USING btree ("category_id","province_id","is_highlighted" DESC NULLS LAST,"package_id" DESC NULLS LAST,"visit_count" DESC NULLS LAST,"name","id") WHERE "businesses"."is_active";--> statement-breakpoint
CREATE INDEX "businesses_category_municipality_order_idx" ON "businesses" USING btree ("category_id","municipality_id","is_highlighted" DESC NULLS LAST,"package_id" DESC NULLS LAST,"visit_count" DESC NULLS LAST,"name","id") WHERE "businesses"."is_active";--> statement-breakpoint
CREATE INDEX "businesses_category_district_order_idx" ON "businesses" USING btree ("category_id","district_id","is_highlighted" DESC NULLS LAST,"package_id" DESC NULLS LAST,"visit_count" DESC NULLS LAST,"name","id") WHERE "businesses"."is_active";--> statement-breakpoint
CREATE TABLE "business_totals" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "business_totals_one_row" CHECK ("business_totals"."id" = 1)
);
--> statement-breakpoint
-- hand-written:
-- unaccent() is only STABLE (its dictionary is looked up by name), so an index cannot call it;
-- this wrapper names the dictionary and is declared IMMUTABLE.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "businesses_municipality_name_trgm_idx" ON "businesses" USING gist ("municipality_id", lower(immutable_unaccent("name")) gist_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "businesses_near_idx" ON "businesses" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng") WHERE "is_active" AND "lat" IS NOT NULL AND "lng" IS NOT NULL;
--> statement-breakpoint
-- The active count, kept by statement triggers (one update per statement, so a seed of a million
-- rows adds to it once); the counter row is written only when the count changes.
INSERT INTO "business_totals" ("id", "active") SELECT 1, count(*) FROM "businesses" WHERE "is_active";--> statement-breakpoint
CREATE OR REPLACE FUNCTION business_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta integer := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE is_active;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE is_active;
  END IF;
  IF delta <> 0 THEN
    UPDATE business_totals SET active = active + delta WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER business_totals_on_insert AFTER INSERT ON "businesses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_totals_keep();--> statement-breakpoint
CREATE TRIGGER business_totals_on_update AFTER UPDATE ON "businesses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_totals_keep();--> statement-breakpoint
CREATE TRIGGER business_totals_on_delete AFTER DELETE ON "businesses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_totals_keep();
