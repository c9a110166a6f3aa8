ALTER TABLE "business_claims" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_claims" ADD COLUMN "moves_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_claims" ADD COLUMN "objection" text;--> statement-breakpoint
ALTER TABLE "business_claims" ADD COLUMN "objected_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "business_claims_moves_idx" ON "business_claims" USING btree ("moves_at") WHERE "business_claims"."status" = 'scheduled';