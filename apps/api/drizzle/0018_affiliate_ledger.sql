CREATE TABLE "affiliate_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "referral_id" integer;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "kind" text DEFAULT 'commission' NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "base_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "bonus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "affiliate_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_payouts_period_idx" ON "affiliate_payouts" USING btree ("affiliate_id","period");--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payment_id_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_payment_kind_idx" ON "commissions" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE INDEX "commissions_pending_idx" ON "commissions" USING btree ("created_at") WHERE "commissions"."status" = 'pending';