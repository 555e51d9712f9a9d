CREATE TABLE "application_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"fields" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"field_id" varchar(16) NOT NULL,
	"field" jsonb NOT NULL,
	"value" jsonb NOT NULL,
	"file_key" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD COLUMN "form_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "form_id" integer;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_forms_enterprise_idx" ON "application_forms" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_forms_default_uq" ON "application_forms" USING btree ("enterprise_id") WHERE "application_forms"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "form_answers_line_field_uq" ON "form_answers" USING btree ("enterprise_id","campaign_line_id","field_id");--> statement-breakpoint
CREATE INDEX "form_answers_campaign_idx" ON "form_answers" USING btree ("enterprise_id","campaign_id","campaign_line_id");