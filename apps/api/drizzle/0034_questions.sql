CREATE TABLE "business_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"user_id" integer,
	"asker_name" text,
	"asker_email" text,
	"question" text NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"answer" text,
	"answer_status" text,
	"public_answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"reported_at" timestamp with time zone,
	"report_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_questions" ADD CONSTRAINT "business_questions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_questions" ADD CONSTRAINT "business_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_questions" ADD CONSTRAINT "business_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_questions" ADD CONSTRAINT "business_questions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_questions_business_idx" ON "business_questions" USING btree ("business_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_questions_confirm_token_idx" ON "business_questions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "business_questions_waiting_idx" ON "business_questions" USING btree ("created_at") WHERE "business_questions"."status" in ('pending', 'reported') or "business_questions"."answer_status" = 'pending';