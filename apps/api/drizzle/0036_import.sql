CREATE TABLE "business_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer,
	"file_name" text NOT NULL,
	"counts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_geocode_queue" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "approximate_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_imports" ADD CONSTRAINT "business_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_geocode_queue" ADD CONSTRAINT "import_geocode_queue_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_geocode_queue_next_idx" ON "import_geocode_queue" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_external_id_idx" ON "businesses" USING btree ("external_id") WHERE "businesses"."external_id" is not null;