-- The listings an owner said a registration is not, for the new business's card (issue 41).
CREATE TABLE "dismissed_duplicates" (
	"business_id" integer NOT NULL,
	"duplicate_id" integer NOT NULL,
	CONSTRAINT "dismissed_duplicates_business_id_duplicate_id_pk" PRIMARY KEY("business_id","duplicate_id")
);
--> statement-breakpoint
ALTER TABLE "dismissed_duplicates" ADD CONSTRAINT "dismissed_duplicates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dismissed_duplicates" ADD CONSTRAINT "dismissed_duplicates_duplicate_id_businesses_id_fk" FOREIGN KEY ("duplicate_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;