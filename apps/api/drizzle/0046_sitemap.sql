CREATE TABLE "sitemap_business_files" (
	"file" integer PRIMARY KEY NOT NULL,
	"active" integer NOT NULL,
	"lastmod" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_place_totals" (
	"category_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"municipality_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"active" integer NOT NULL,
	"lastmod" timestamp with time zone NOT NULL,
	CONSTRAINT "category_place_totals_category_id_province_id_municipality_id_district_id_pk" PRIMARY KEY("category_id","province_id","municipality_id","district_id")
);--> statement-breakpoint
-- hand-written:
-- The sitemap index and paginas.xml read these rows instead of grouping every active business
-- (decision 026). Backfill: one grouped pass over businesses, summed twice.
WITH "g" AS MATERIALIZED (SELECT ("id" - 1) / 50000 AS "file", "category_id", "province_id", "municipality_id", coalesce("district_id", 0) AS "district_id", count(*)::int AS "n", max("updated_at") AS "at" FROM "businesses" WHERE "is_active" GROUP BY 1, 2, 3, 4, 5),
"f" AS (INSERT INTO "sitemap_business_files" ("file", "active", "lastmod") SELECT "file", sum("n"), max("at") FROM "g" GROUP BY 1)
INSERT INTO "category_place_totals" ("category_id", "province_id", "municipality_id", "district_id", "active", "lastmod") SELECT "category_id", "province_id", "municipality_id", "district_id", sum("n"), max("at") FROM "g" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Each statement's rows as entries (+1) and departures (-1), each dated: by the row's updated_at
-- as the statement leaves it, a deletion by the database's clock (a departure is a change to the
-- file and the pages). A key is written only when its count moves or its date grows, so the
-- visit order's batches write nothing; files then groups, each in key order, so concurrent
-- statements lock in one order. 50000 is URLS_PER_SITEMAP (features/seo/sitemap.ts). The
-- changes are text run by EXECUTE so one copy of each upsert serves the three operations.
CREATE OR REPLACE FUNCTION sitemap_kept_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes text := CASE TG_OP
  WHEN 'INSERT' THEN 'SELECT id, category_id, province_id, municipality_id, district_id, 1 AS delta, updated_at AS at FROM new_rows WHERE is_active'
  WHEN 'DELETE' THEN 'SELECT id, category_id, province_id, municipality_id, district_id, -1 AS delta, now() AS at FROM old_rows WHERE is_active'
  -- An update: only rows whose listing, date or place changed (a visit batch passes none on).
  ELSE 'WITH j AS (SELECT o.id, o.is_active AS was_listed, n.is_active AS now_listed,
      o.category_id AS oc, o.province_id AS op, o.municipality_id AS om, o.district_id AS od,
      n.category_id AS nc, n.province_id AS np, n.municipality_id AS nm, n.district_id AS nd, n.updated_at AS at
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.is_active IS DISTINCT FROM n.is_active OR o.updated_at IS DISTINCT FROM n.updated_at
      OR (o.category_id, o.province_id, o.municipality_id, o.district_id)
        IS DISTINCT FROM (n.category_id, n.province_id, n.municipality_id, n.district_id))
    SELECT id, nc AS category_id, np AS province_id, nm AS municipality_id, nd AS district_id, 1 AS delta, at FROM j WHERE now_listed
    UNION ALL SELECT id, oc, op, om, od, -1, at FROM j WHERE was_listed'
END;
BEGIN
  EXECUTE format($q$
    WITH c AS (%s)
    INSERT INTO sitemap_business_files AS t (file, active, lastmod)
    SELECT f.file, f.delta, f.at
      FROM (SELECT (id - 1) / 50000 AS file, sum(delta)::int AS delta, max(at) AS at FROM c GROUP BY 1) f
      WHERE f.delta <> 0 OR NOT EXISTS (
        SELECT 1 FROM sitemap_business_files k WHERE k.file = f.file AND k.lastmod >= f.at)
      ORDER BY f.file
    ON CONFLICT (file) DO UPDATE
      SET active = t.active + excluded.active, lastmod = greatest(t.lastmod, excluded.lastmod)
  $q$, changes);
  EXECUTE format($q$
    WITH c AS (%s)
    INSERT INTO category_place_totals AS t (category_id, province_id, municipality_id, district_id, active, lastmod)
    SELECT g.category_id, g.province_id, g.municipality_id, g.district_id, g.delta, g.at
      FROM (SELECT category_id, province_id, municipality_id, coalesce(district_id, 0) AS district_id,
                   sum(delta)::int AS delta, max(at) AS at
              FROM c GROUP BY 1, 2, 3, 4) g
      WHERE g.delta <> 0 OR NOT EXISTS (
        SELECT 1 FROM category_place_totals k
          WHERE (k.category_id, k.province_id, k.municipality_id, k.district_id)
              = (g.category_id, g.province_id, g.municipality_id, g.district_id)
            AND k.lastmod >= g.at)
      ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, province_id, municipality_id, district_id) DO UPDATE
      SET active = t.active + excluded.active, lastmod = greatest(t.lastmod, excluded.lastmod)
  $q$, changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sitemap_kept_on_insert AFTER INSERT ON "businesses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sitemap_kept_keep();--> statement-breakpoint
CREATE TRIGGER sitemap_kept_on_update AFTER UPDATE ON "businesses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sitemap_kept_keep();--> statement-breakpoint
CREATE TRIGGER sitemap_kept_on_delete AFTER DELETE ON "businesses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sitemap_kept_keep();
