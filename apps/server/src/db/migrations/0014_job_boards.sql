CREATE TABLE "job_board_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_board_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"board" varchar(16) NOT NULL,
	"sealed_credentials" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_board_postings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_board_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"board" varchar(16) NOT NULL,
	"state" varchar(16) NOT NULL,
	"action" varchar(16),
	"external_id" varchar(200),
	"url" varchar(2048),
	"error" text,
	"sub_category_id" integer,
	"place_id" integer,
	"category_code" varchar(120),
	"location_text" varchar(300),
	"attempts" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_board_postings" ADD CONSTRAINT "job_board_postings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_board_accounts_uq" ON "job_board_accounts" USING btree ("enterprise_id","board");--> statement-breakpoint
CREATE UNIQUE INDEX "job_board_postings_uq" ON "job_board_postings" USING btree ("enterprise_id","campaign_id","board");--> statement-breakpoint
CREATE INDEX "job_board_postings_state_idx" ON "job_board_postings" USING btree ("enterprise_id","state");