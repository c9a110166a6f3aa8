-- IF NOT EXISTS: db/setup.test.ts replays the migrations after 0007 on a migrated database.
ALTER TABLE "search_words" ADD COLUMN IF NOT EXISTS "keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The existing vocabulary's deletion keys, as the vocabulary's refresh writes them.
UPDATE "search_words" SET "keys" = array_prepend("word", array(
  SELECT left("word", i - 1) || substr("word", i + 1) FROM generate_series(1, length("word")) i));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_keys_idx" ON "search_words" USING gin ("keys");
