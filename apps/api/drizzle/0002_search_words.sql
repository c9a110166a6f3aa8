CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- Databases migrated from 0001 already have search documents: give them their vocabulary.
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "businesses", regexp_split_to_table("search_document", '[^a-z0-9]+') AS w
WHERE length(w) >= 3
ON CONFLICT DO NOTHING;
