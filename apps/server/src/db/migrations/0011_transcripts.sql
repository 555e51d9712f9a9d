-- Transcripts, captions and summaries (issue 15, docs/transcripts.md). btree_gin lets the transcript
-- search's GIN index lead with the enterprise id (a trusted extension, PostgreSQL 13+; PGlite loads it at open).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "candidate_summaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_summaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"model" varchar(200) NOT NULL,
	"overall" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_settings" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"transcripts_enabled" boolean DEFAULT true NOT NULL,
	"summaries_enabled" boolean DEFAULT false NOT NULL,
	"language" varchar(35) DEFAULT 'en' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcripts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcripts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"question_response_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"language" varchar(35),
	"engine" varchar(200),
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"full_text" text DEFAULT '' NOT NULL,
	"ts_config" "regconfig" DEFAULT 'simple'::regconfig NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector(ts_config, full_text)) STORED NOT NULL,
	"error" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_summaries" ADD CONSTRAINT "candidate_summaries_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_question_response_id_question_responses_id_fk" FOREIGN KEY ("question_response_id") REFERENCES "public"."question_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_summaries_line_uq" ON "candidate_summaries" USING btree ("enterprise_id","campaign_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transcripts_response_uq" ON "transcripts" USING btree ("enterprise_id","question_response_id");--> statement-breakpoint
CREATE INDEX "transcripts_line_idx" ON "transcripts" USING btree ("enterprise_id","campaign_line_id");--> statement-breakpoint
CREATE INDEX "transcripts_search_idx" ON "transcripts" USING gin ("enterprise_id","search");