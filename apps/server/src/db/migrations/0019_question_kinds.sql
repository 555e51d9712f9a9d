CREATE TABLE "question_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"value" jsonb NOT NULL,
	"qualifies" boolean,
	"file_key" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD COLUMN "screening_unmet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD COLUMN "screening_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "screening_action" varchar(8) DEFAULT 'flag' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "screening_end_message" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "kind" varchar(20) DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_line_question_uq" ON "question_answers" USING btree ("enterprise_id","campaign_line_id","question_id");--> statement-breakpoint
CREATE INDEX "question_answers_campaign_idx" ON "question_answers" USING btree ("enterprise_id","campaign_id","campaign_line_id");