CREATE TABLE "category_totals" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"active" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipality_totals" (
	"municipality_id" integer PRIMARY KEY NOT NULL,
	"active" integer NOT NULL
);
--> statement-breakpoint
-- hand-written:
-- Active businesses per category and per municipality, kept as business_totals is (0041): one
-- upsert per statement from its transition tables, rows in key order (the same lock order in
-- every transaction), nothing written when a statement activates or moves nobody.
INSERT INTO "category_totals" ("category_id", "active") SELECT "category_id", count(*) FROM "businesses" WHERE "is_active" GROUP BY "category_id";--> statement-breakpoint
INSERT INTO "municipality_totals" ("municipality_id", "active") SELECT "municipality_id", count(*) FROM "businesses" WHERE "is_active" GROUP BY "municipality_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_totals_add(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO category_totals AS t (category_id, active)
    SELECT (c->>0)::int, sum((c->>2)::int) FROM jsonb_array_elements(changes) c
    GROUP BY 1 HAVING sum((c->>2)::int) <> 0 ORDER BY 1
  ON CONFLICT (category_id) DO UPDATE SET active = t.active + excluded.active;
  INSERT INTO municipality_totals AS t (municipality_id, active)
    SELECT (c->>1)::int, sum((c->>2)::int) FROM jsonb_array_elements(changes) c
    GROUP BY 1 HAVING sum((c->>2)::int) <> 0 ORDER BY 1
  ON CONFLICT (municipality_id) DO UPDATE SET active = t.active + excluded.active;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes jsonb := '[]';
BEGIN
  -- Grouped here first, so a seed of a million rows passes a few hundred changes on.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT changes || coalesce(jsonb_agg(jsonb_build_array(category_id, municipality_id, n)), '[]')
      INTO changes
      FROM (SELECT category_id, municipality_id, count(*) AS n FROM new_rows WHERE is_active
            GROUP BY 1, 2) g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT changes || coalesce(jsonb_agg(jsonb_build_array(category_id, municipality_id, -n)), '[]')
      INTO changes
      FROM (SELECT category_id, municipality_id, count(*) AS n FROM old_rows WHERE is_active
            GROUP BY 1, 2) g;
  END IF;
  IF jsonb_array_length(changes) > 0 THEN
    PERFORM directory_totals_add(changes);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER directory_totals_on_insert AFTER INSERT ON "businesses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_totals_keep();--> statement-breakpoint
CREATE TRIGGER directory_totals_on_update AFTER UPDATE ON "businesses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_totals_keep();--> statement-breakpoint
CREATE TRIGGER directory_totals_on_delete AFTER DELETE ON "businesses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_totals_keep();
