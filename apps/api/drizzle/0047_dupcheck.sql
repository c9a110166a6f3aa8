CREATE TABLE "business_names" (
	"municipality_id" integer NOT NULL,
	"name_key" text NOT NULL,
	"business_ids" integer[] NOT NULL,
	"active_ids" integer[] NOT NULL,
	CONSTRAINT "business_names_municipality_id_name_key_pk" PRIMARY KEY("municipality_id","name_key")
);
--> statement-breakpoint
-- hand-written:
-- The registration's duplicate check compares the typed name with each municipality's distinct
-- names (decision 034). Backfill: one grouped pass over businesses.
INSERT INTO "business_names" ("municipality_id", "name_key", "business_ids", "active_ids")
  SELECT "municipality_id", lower(immutable_unaccent("name")), array_agg("id" ORDER BY "id"),
         coalesce(array_agg("id" ORDER BY "id") FILTER (WHERE "is_active"), '{}')
    FROM "businesses" GROUP BY 1, 2;--> statement-breakpoint
CREATE INDEX "business_names_trgm_idx" ON "business_names" USING gist ("municipality_id", "name_key" gist_trgm_ops);--> statement-breakpoint
-- Replaced by business_names_trgm_idx: it indexed every business's name, written by every
-- business update that is not HOT (the visit order's batches).
DROP INDEX IF EXISTS "businesses_municipality_name_trgm_idx";--> statement-breakpoint
-- A key's ids after a change: `signed` holds the ids that arrive and, negated, those that leave.
CREATE OR REPLACE FUNCTION business_names_apply(ids int[], signed int[]) RETURNS int[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(x ORDER BY x), '{}')
    FROM (SELECT unnest(ids) UNION SELECT unnest(signed)) u(x)
    WHERE x > 0 AND -x <> ALL (signed)
$$;--> statement-breakpoint
-- Each statement's businesses that arrive at a key (d = 1) or leave it (-1), and that become
-- listed there (a = 1) or stop (-1); an update passes on only rows whose name, municipality or
-- listing changed, so the visit order's batches write nothing. One upsert in key order (the same
-- lock order in every transaction), then keys left without businesses are deleted.
CREATE OR REPLACE FUNCTION business_names_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written int;
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT municipality_id, name, id, 1 AS d, is_active::int AS a FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT municipality_id, name, id, -1 AS d, -is_active::int AS a FROM old_rows'
    ELSE 'SELECT n.municipality_id, n.name, n.id, 1 AS d, n.is_active::int AS a FROM moved n
      UNION ALL SELECT o.municipality_id, o.name, o.id, -1, -o.is_active::int FROM moved_from o'
  END;
  moved text := 'WITH pairs AS MATERIALIZED (SELECT o.municipality_id AS om, o.name AS oname,
      o.is_active AS oa, n.municipality_id, n.name, n.is_active, n.id
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.municipality_id, o.name, o.is_active) IS DISTINCT FROM (n.municipality_id, n.name, n.is_active)),
    moved AS (SELECT municipality_id, name, is_active, id FROM pairs),
    moved_from AS (SELECT om AS municipality_id, oname AS name, oa AS is_active, id FROM pairs), ';
BEGIN
  -- No EXISTS test first: planned for its first row, it joined the transition tables in a nested
  -- loop (30 s for a visit batch of 5,000 rows at 1,000,000, against a hash join's milliseconds).
  IF TG_OP <> 'UPDATE' THEN
    moved := 'WITH ';
  END IF;
  EXECUTE format($q$
    %s c AS (%s),
    k AS (SELECT municipality_id, lower(immutable_unaccent(name)) AS name_key, id, sum(d) AS d, sum(a) AS a
            FROM c GROUP BY 1, 2, 3)
    INSERT INTO business_names AS t (municipality_id, name_key, business_ids, active_ids)
    SELECT municipality_id, name_key,
           coalesce(array_agg(CASE WHEN d > 0 THEN id ELSE -id END) FILTER (WHERE d <> 0), '{}'),
           coalesce(array_agg(CASE WHEN a > 0 THEN id ELSE -id END) FILTER (WHERE a <> 0), '{}')
      FROM k WHERE d <> 0 OR a <> 0
      GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (municipality_id, name_key) DO UPDATE
      SET business_ids = business_names_apply(t.business_ids, excluded.business_ids),
          active_ids = business_names_apply(t.active_ids, excluded.active_ids)
  $q$, moved, changes);
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written > 0 AND TG_OP <> 'INSERT' THEN
    EXECUTE format($q$
      %s c AS (%s)
      DELETE FROM business_names t WHERE t.business_ids = '{}' AND (t.municipality_id, t.name_key) IN (
        SELECT municipality_id, lower(immutable_unaccent(name)) FROM c WHERE d < 0)
    $q$, moved, changes);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER business_names_on_insert AFTER INSERT ON "businesses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_names_keep();--> statement-breakpoint
CREATE TRIGGER business_names_on_update AFTER UPDATE ON "businesses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_names_keep();--> statement-breakpoint
CREATE TRIGGER business_names_on_delete AFTER DELETE ON "businesses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_names_keep();
