CREATE TABLE "scorecard_competencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scorecard_competencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"guidance" text,
	"anchors" jsonb NOT NULL,
	"question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scorecard_competencies" ADD CONSTRAINT "scorecard_competencies_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorecard_competencies_campaign_idx" ON "scorecard_competencies" USING btree ("enterprise_id","campaign_id","position");