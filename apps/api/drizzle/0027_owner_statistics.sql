CREATE TABLE "business_actions" (
	"business_id" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"kind" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "business_actions_business_id_visitor_id_kind_hour_pk" PRIMARY KEY("business_id","visitor_id","kind","hour")
);
--> statement-breakpoint
CREATE TABLE "business_search_words" (
	"business_id" integer NOT NULL,
	"day" date NOT NULL,
	"word" text NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "business_search_words_business_id_day_word_visitor_id_pk" PRIMARY KEY("business_id","day","word","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "monthly_report_runs" (
	"month" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_analytics" ADD COLUMN "share_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "business_actions_hour_idx" ON "business_actions" USING btree ("hour");--> statement-breakpoint
-- hand-written: the owners' statistics start with the profile views already rolled up by day.
INSERT INTO "business_analytics" ("business_id", "date", "profile_views")
SELECT d."business_id", d."day", d."count" FROM "visit_days" d
JOIN "businesses" b ON b."id" = d."business_id"
ON CONFLICT ("business_id", "date") DO UPDATE SET "profile_views" = EXCLUDED."profile_views";
