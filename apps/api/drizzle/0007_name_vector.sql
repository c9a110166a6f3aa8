ALTER TABLE "businesses" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish'::regconfig, left(search_document, length(name)))) STORED;--> statement-breakpoint
CREATE INDEX "businesses_name_vector_idx" ON "businesses" USING gin ("name_vector");--> statement-breakpoint
-- Search chooses between reading name matches down the order index and sorting them on the
-- new column's statistics: collect them now rather than at autovacuum's leisure.
ANALYZE "businesses";
