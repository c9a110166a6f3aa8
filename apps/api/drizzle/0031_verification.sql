CREATE TABLE "business_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"document_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_by" integer,
	"verification_date" timestamp with time zone,
	"verification_notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_verifications_kind_check" CHECK ("business_verifications"."kind" in ('rnc', 'cedula')),
	CONSTRAINT "business_verifications_status_check" CHECK ("business_verifications"."status" in ('pending', 'approved', 'rejected', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_verifications" ADD CONSTRAINT "business_verifications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_verifications" ADD CONSTRAINT "business_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_verifications" ADD CONSTRAINT "business_verifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_verifications_business_idx" ON "business_verifications" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "business_verifications_status_idx" ON "business_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_verifications_pending_idx" ON "business_verifications" USING btree ("business_id") WHERE "business_verifications"."status" = 'pending';