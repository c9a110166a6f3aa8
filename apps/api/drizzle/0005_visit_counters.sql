CREATE TABLE "business_visit_counts" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_windows" (
	"business_id" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_windows_business_id_visitor_id_pk" PRIMARY KEY("business_id","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "business_visit_counts" ADD CONSTRAINT "business_visit_counts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Visits of the last 30 minutes keep de-duplicating after the upgrade.
INSERT INTO "visit_windows" ("business_id", "visitor_id", "counted_at")
SELECT "business_id", "visitor_id", max("timestamp") FROM "visits"
WHERE "timestamp" > now() - interval '30 minutes'
GROUP BY "business_id", "visitor_id";
--> statement-breakpoint
-- The visits log no longer answers the de-duplication; what it will answer is a business's visits
-- over time, and a narrower index costs every visit less.
DROP INDEX IF EXISTS "visits_dedup_idx";--> statement-breakpoint
CREATE INDEX "visits_business_time_idx" ON "visits" USING btree ("business_id","timestamp");
