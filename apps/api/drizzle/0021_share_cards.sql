CREATE TABLE "share_cards" (
	"page" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
