ALTER TABLE "transactions" ADD COLUMN "received_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "received_currency" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;