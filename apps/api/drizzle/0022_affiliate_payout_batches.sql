CREATE TABLE "affiliate_payout_batches" (
	"period" text PRIMARY KEY NOT NULL,
	"made_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A month that already has payouts had its batch: the job must not make it again late.
INSERT INTO "affiliate_payout_batches" ("period", "made_at")
SELECT "period", min("created_at") FROM "affiliate_payouts" GROUP BY "period";
