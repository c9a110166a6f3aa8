-- hand-written:
-- Near me within a category ('farmacias cerca de mí'): a GiST index led by the category, so the
-- nearest businesses of one category come from that category's own entries; walking
-- businesses_near_idx read every business in the radius to find them (200 ms in Santiago at
-- 1,000,000). `category_id IS NOT NULL` (always true) keeps near me without a category off this
-- index: only a query naming a category implies it, and near me alone is faster on the other.
CREATE INDEX IF NOT EXISTS "businesses_category_near_idx" ON "businesses" USING gist ("category_id", ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng") WHERE "is_active" AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "category_id" IS NOT NULL;
