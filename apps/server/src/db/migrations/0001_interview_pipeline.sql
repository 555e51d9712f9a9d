CREATE TABLE "background_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "background_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer,
	"name" varchar(64) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"dedupe_key" varchar(200),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_builds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_builds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'queued' NOT NULL,
	"audio_source" varchar(16) DEFAULT 'browser' NOT NULL,
	"questions_total" integer DEFAULT 0 NOT NULL,
	"questions_done" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "audio_key" varchar(500);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "audio_source_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "background_jobs_enterprise_idx" ON "background_jobs" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_dedupe_uq" ON "background_jobs" USING btree ("name","dedupe_key") WHERE "background_jobs"."status" in ('pending', 'running') and "background_jobs"."dedupe_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_builds_campaign_uq" ON "interview_builds" USING btree ("enterprise_id","campaign_id");