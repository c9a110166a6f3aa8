CREATE TABLE "business_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"invited_by" integer,
	"owner_id" integer,
	"accepted_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "business_invitations_kind_check" CHECK ("business_invitations"."kind" in ('manager', 'transfer')),
	CONSTRAINT "business_invitations_status_check" CHECK ("business_invitations"."status" in ('open', 'accepted', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "business_managers" (
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_managers_business_id_user_id_pk" PRIMARY KEY("business_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_managers" ADD CONSTRAINT "business_managers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_managers" ADD CONSTRAINT "business_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_managers" ADD CONSTRAINT "business_managers_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_invitations_business_idx" ON "business_invitations" USING btree ("business_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "business_invitations_open_email_idx" ON "business_invitations" USING btree ("business_id","kind",lower("email")) WHERE "business_invitations"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "business_invitations_open_transfer_idx" ON "business_invitations" USING btree ("business_id") WHERE "business_invitations"."status" = 'open' and "business_invitations"."kind" = 'transfer';--> statement-breakpoint
CREATE INDEX "business_managers_user_idx" ON "business_managers" USING btree ("user_id");