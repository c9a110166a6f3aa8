CREATE TABLE "demo_showcase" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"business_id" integer NOT NULL,
	"lead_id" integer,
	CONSTRAINT "demo_showcase_single_check" CHECK ("demo_showcase"."id")
);
--> statement-breakpoint
ALTER TABLE "demo_showcase" ADD CONSTRAINT "demo_showcase_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_showcase" ADD CONSTRAINT "demo_showcase_lead_id_business_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."business_leads"("id") ON DELETE set null ON UPDATE no action;