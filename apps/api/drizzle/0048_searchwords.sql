CREATE TABLE "business_name_words" (
	"lexeme" text NOT NULL,
	"business_id" integer NOT NULL,
	"is_highlighted" boolean NOT NULL,
	"package_id" integer NOT NULL,
	"visit_count" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "business_name_words_business_id_lexeme_pk" PRIMARY KEY("business_id","lexeme")
);
--> statement-breakpoint
CREATE INDEX "business_name_words_order_idx" ON "business_name_words" USING btree ("lexeme","is_highlighted" DESC NULLS LAST,"package_id" DESC NULLS LAST,"visit_count" DESC NULLS LAST,"name","business_id");--> statement-breakpoint
-- hand-written:
-- The words of active businesses' names with their order keys (schema.ts businessNameWords),
-- filled once in the index's order (appending to the btree), then kept by statement triggers:
-- an update rewrites the rows of a business only when its words, order keys or activity changed,
-- so a visit-order batch touches only the businesses whose count moved.
INSERT INTO "business_name_words" ("lexeme", "business_id", "is_highlighted", "package_id", "visit_count", "name")
  SELECT w.lexeme, b.id, b.is_highlighted, b.package_id, b.visit_count, b.name
  FROM "businesses" b, unnest(tsvector_to_array(b.name_vector)) AS w(lexeme)
  WHERE b.is_active
  ORDER BY 1, 3 DESC, 4 DESC, 5 DESC, 6, 2;--> statement-breakpoint
CREATE OR REPLACE FUNCTION business_name_words_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE moved int[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE business_name_words;
    RETURN NULL;
  END IF;
  -- The businesses whose rows go: as an array, so the delete probes the primary key per id (a
  -- join with a transition table, which has no statistics, was planned as a scan of every row).
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.id) INTO moved FROM old_rows o WHERE o.is_active;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(o.id) INTO moved FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.is_active
        AND (o.is_active, o.is_highlighted, o.package_id, o.visit_count, o.name, o.name_vector)
          IS DISTINCT FROM (n.is_active, n.is_highlighted, n.package_id, n.visit_count, n.name, n.name_vector);
  END IF;
  IF moved IS NOT NULL THEN
    DELETE FROM business_name_words WHERE business_id = ANY (moved);
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO business_name_words (lexeme, business_id, is_highlighted, package_id, visit_count, name)
      SELECT w.lexeme, n.id, n.is_highlighted, n.package_id, n.visit_count, n.name
      FROM new_rows n, unnest(tsvector_to_array(n.name_vector)) AS w(lexeme)
      WHERE n.is_active;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO business_name_words (lexeme, business_id, is_highlighted, package_id, visit_count, name)
      SELECT w.lexeme, n.id, n.is_highlighted, n.package_id, n.visit_count, n.name
      FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(tsvector_to_array(n.name_vector)) AS w(lexeme)
      WHERE n.is_active
        AND (o.is_active, o.is_highlighted, o.package_id, o.visit_count, o.name, o.name_vector)
          IS DISTINCT FROM (n.is_active, n.is_highlighted, n.package_id, n.visit_count, n.name, n.name_vector);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER business_name_words_on_insert AFTER INSERT ON "businesses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_name_words_keep();--> statement-breakpoint
CREATE TRIGGER business_name_words_on_update AFTER UPDATE ON "businesses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_name_words_keep();--> statement-breakpoint
CREATE TRIGGER business_name_words_on_delete AFTER DELETE ON "businesses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_name_words_keep();--> statement-breakpoint
CREATE TRIGGER business_name_words_on_truncate AFTER TRUNCATE ON "businesses" FOR EACH STATEMENT EXECUTE FUNCTION business_name_words_keep();
