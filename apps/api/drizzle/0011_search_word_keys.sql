CREATE TABLE "search_word_keys" (
	"key" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_word_keys_key_word_pk" PRIMARY KEY("key","word")
);
--> statement-breakpoint
-- The existing vocabulary's deletion keys, as the vocabulary's refresh writes them.
INSERT INTO "search_word_keys" ("key", "word")
SELECT "word", "word" FROM "search_words"
UNION
SELECT left("word", i - 1) || substr("word", i + 1), "word"
FROM "search_words", generate_series(1, length("word")) AS i
ON CONFLICT DO NOTHING;
