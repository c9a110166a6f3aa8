CREATE TABLE "special_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"date" date NOT NULL,
	"end_date" date NOT NULL,
	"closed" boolean NOT NULL,
	"ranges" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "special_hours_status_check" CHECK ("special_hours"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "special_hours_dates_check" CHECK ("special_hours"."end_date" >= "special_hours"."date")
);
--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_hours_business_idx" ON "special_hours" USING btree ("business_id","end_date");--> statement-breakpoint
CREATE INDEX "special_hours_in_force_idx" ON "special_hours" USING btree ("end_date","date") WHERE "special_hours"."status" = 'approved' and "special_hours"."deleted_at" is null;