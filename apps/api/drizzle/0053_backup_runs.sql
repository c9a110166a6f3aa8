CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"night_of" text,
	"requested_by" integer,
	"status" text DEFAULT 'running' NOT NULL,
	"file" text,
	"bytes" bigint,
	"drill_ok" boolean,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "backup_runs_night_of_unique" UNIQUE("night_of"),
	CONSTRAINT "backup_runs_kind_check" CHECK ("backup_runs"."kind" in ('nightly', 'manual')),
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('running', 'ok', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "backup_runs" ADD CONSTRAINT "backup_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_one_running_idx" ON "backup_runs" USING btree ("status") WHERE "backup_runs"."status" = 'running';