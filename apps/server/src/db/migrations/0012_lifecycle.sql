CREATE TABLE "candidate_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"consent_text" text NOT NULL,
	"privacy_policy_version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip_address" varchar(45)
);
--> statement-breakpoint
CREATE TABLE "candidate_erasures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_erasures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"user_id" integer,
	"status" varchar(16) DEFAULT 'erasing' NOT NULL,
	"line_created_at" timestamp with time zone NOT NULL,
	"billable" boolean NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"retention_months" smallint NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD COLUMN "erasing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_consents" ADD CONSTRAINT "candidate_consents_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_consents_line_uq" ON "candidate_consents" USING btree ("enterprise_id","campaign_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_erasures_line_uq" ON "candidate_erasures" USING btree ("enterprise_id","campaign_line_id");--> statement-breakpoint
CREATE INDEX "candidate_erasures_status_idx" ON "candidate_erasures" USING btree ("enterprise_id","status","id");--> statement-breakpoint
CREATE INDEX "candidate_erasures_created_idx" ON "candidate_erasures" USING btree ("enterprise_id","line_created_at");--> statement-breakpoint
-- hand-written:
-- An erased candidate's line is deleted, but the dashboard's history (invites and interviews per
-- month) must not change: the rollup no longer subtracts a line whose erasure had started.
CREATE OR REPLACE FUNCTION campaign_lines_rollup() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM campaign_monthly_counts_bump(NEW.enterprise_id, NEW.campaign_id, coalesce(NEW.invited_at, NEW.created_at), 1, 0);
    IF NEW.completed_at IS NOT NULL THEN
      PERFORM campaign_monthly_counts_bump(NEW.enterprise_id, NEW.campaign_id, NEW.completed_at, 0, 1);
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF OLD.completed_at IS DISTINCT FROM NEW.completed_at THEN
      IF OLD.completed_at IS NOT NULL THEN
        PERFORM campaign_monthly_counts_bump(OLD.enterprise_id, OLD.campaign_id, OLD.completed_at, 0, -1);
      END IF;
      IF NEW.completed_at IS NOT NULL THEN
        PERFORM campaign_monthly_counts_bump(NEW.enterprise_id, NEW.campaign_id, NEW.completed_at, 0, 1);
      END IF;
    END IF;
  ELSIF TG_OP = 'DELETE' AND OLD.erasing_at IS NULL THEN
    PERFORM campaign_monthly_counts_bump(OLD.enterprise_id, OLD.campaign_id, coalesce(OLD.invited_at, OLD.created_at), -1, 0);
    IF OLD.completed_at IS NOT NULL THEN
      PERFORM campaign_monthly_counts_bump(OLD.enterprise_id, OLD.campaign_id, OLD.completed_at, 0, -1);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
