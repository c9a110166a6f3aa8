CREATE TABLE "review_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"reply" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_status_check" CHECK ("review_replies"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_replies_review_idx" ON "review_replies" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_replies_business_idx" ON "review_replies" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "submissions_content_idx" ON "business_profile_submissions" USING btree ("content_type","content_id");--> statement-breakpoint
ALTER TABLE "business_events" ADD CONSTRAINT "business_events_status_check" CHECK ("business_events"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "business_faqs" ADD CONSTRAINT "business_faqs_status_check" CHECK ("business_faqs"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "business_gallery_images" ADD CONSTRAINT "business_gallery_images_status_check" CHECK ("business_gallery_images"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "business_menus" ADD CONSTRAINT "business_menus_status_check" CHECK ("business_menus"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "business_offers" ADD CONSTRAINT "business_offers_status_check" CHECK ("business_offers"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "business_products" ADD CONSTRAINT "business_products_status_check" CHECK ("business_products"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "business_profile_submissions" ADD CONSTRAINT "business_profile_submissions_status_check" CHECK ("business_profile_submissions"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "business_profile_submissions" ADD CONSTRAINT "business_profile_submissions_change_type_check" CHECK ("business_profile_submissions"."change_type" in ('new_content', 'profile_update', 'delete_content'));--> statement-breakpoint
ALTER TABLE "business_social_links" ADD CONSTRAINT "business_social_links_status_check" CHECK ("business_social_links"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "business_tags" ADD CONSTRAINT "business_tags_status_check" CHECK ("business_tags"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "business_videos" ADD CONSTRAINT "business_videos_status_check" CHECK ("business_videos"."status" in ('pending', 'approved', 'rejected'));