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
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE business_name_words;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO business_name_words (lexeme, business_id, is_highlighted, package_id, visit_count, name)
      SELECT w.lexeme, n.id, n.is_highlighted, n.package_id, n.visit_count, n.name
      FROM new_rows n, unnest(tsvector_to_array(n.name_vector)) AS w(lexeme)
      WHERE n.is_active;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM business_name_words w USING old_rows o WHERE w.business_id = o.id AND o.is_active;
  ELSE
    DELETE FROM business_name_words w USING old_rows o JOIN new_rows n ON n.id = o.id
      WHERE w.business_id = o.id AND o.is_active
        AND (o.is_active, o.is_highlighted, o.package_id, o.visit_count, o.name, o.name_vector)
          IS DISTINCT FROM (n.is_active, n.is_highlighted, n.package_id, n.visit_count, n.name, n.name_vector);
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
