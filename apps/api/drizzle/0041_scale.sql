DROP INDEX "businesses_category_province_idx";--> statement-breakpoint
DROP INDEX "businesses_earth_idx";--> statement-breakpoint
CREATE INDEX "businesses_category_province_order_idx" ON "businesses" USING btree ("category_id","province_id","is_highlighted" DESC NULLS LAST,"package_id" DESC NULLS LAST,"visit_count" DESC NULLS LAST,"name","id") WHERE "businesses"."is_active";--> statement-breakpoint
CREATE INDEX "businesses_category_municipality_order_idx" ON "businesses" USING btree ("category_id","municipality_id","is_highlighted" DESC NULLS LAST,"package_id" DESC NULLS LAST,"visit_count" DESC NULLS LAST,"name","id") WHERE "businesses"."is_active";--> statement-breakpoint
CREATE INDEX "businesses_category_district_order_idx" ON "businesses" USING btree ("category_id","district_id","is_highlighted" DESC NULLS LAST,"package_id" DESC NULLS LAST,"visit_count" DESC NULLS LAST,"name","id") WHERE "businesses"."is_active";--> statement-breakpoint
-- hand-written:
-- unaccent() is only STABLE (its dictionary is looked up by name), so an index cannot call it;
-- this wrapper names the dictionary and is declared IMMUTABLE.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "businesses_municipality_name_trgm_idx" ON "businesses" USING gist ("municipality_id", lower(immutable_unaccent("name")) gist_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "businesses_near_idx" ON "businesses" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng") WHERE "is_active" AND "lat" IS NOT NULL AND "lng" IS NOT NULL;
