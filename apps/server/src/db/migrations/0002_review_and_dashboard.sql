CREATE TABLE "campaign_monthly_counts" (
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"month" date NOT NULL,
	"invites" integer DEFAULT 0 NOT NULL,
	"interviews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_monthly_counts_enterprise_id_campaign_id_month_pk" PRIMARY KEY("enterprise_id","campaign_id","month")
);
--> statement-breakpoint
CREATE TABLE "review_share_candidates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_share_candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"review_share_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"ref" varchar(32) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_share_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_share_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"review_share_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"reviewer_name" varchar(100) NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_share_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_share_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"review_share_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"ip_hash" varchar(64),
	"user_agent" varchar(300),
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"label" varchar(200),
	"anonymised" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_share_candidates" ADD CONSTRAINT "review_share_candidates_review_share_id_review_shares_id_fk" FOREIGN KEY ("review_share_id") REFERENCES "public"."review_shares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_share_candidates" ADD CONSTRAINT "review_share_candidates_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_share_ratings" ADD CONSTRAINT "review_share_ratings_review_share_id_review_shares_id_fk" FOREIGN KEY ("review_share_id") REFERENCES "public"."review_shares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_share_ratings" ADD CONSTRAINT "review_share_ratings_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_share_visits" ADD CONSTRAINT "review_share_visits_review_share_id_review_shares_id_fk" FOREIGN KEY ("review_share_id") REFERENCES "public"."review_shares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_monthly_counts_month_idx" ON "campaign_monthly_counts" USING btree ("enterprise_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "review_share_candidates_ref_uq" ON "review_share_candidates" USING btree ("review_share_id","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "review_share_candidates_line_uq" ON "review_share_candidates" USING btree ("review_share_id","campaign_line_id");--> statement-breakpoint
CREATE INDEX "review_share_candidates_enterprise_idx" ON "review_share_candidates" USING btree ("enterprise_id","review_share_id");--> statement-breakpoint
CREATE INDEX "review_share_ratings_line_idx" ON "review_share_ratings" USING btree ("enterprise_id","campaign_line_id","id");--> statement-breakpoint
CREATE INDEX "review_share_visits_share_idx" ON "review_share_visits" USING btree ("enterprise_id","review_share_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_shares_token_uq" ON "review_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_shares_campaign_idx" ON "review_shares" USING btree ("enterprise_id","campaign_id","id");--> statement-breakpoint
CREATE INDEX "campaign_lines_status_idx" ON "campaign_lines" USING btree ("enterprise_id","status","id");--> statement-breakpoint
CREATE INDEX "campaign_lines_completed_idx" ON "campaign_lines" USING btree ("enterprise_id","completed_at");--> statement-breakpoint
CREATE INDEX "campaigns_enterprise_created_idx" ON "campaigns" USING btree ("enterprise_id","created_at");--> statement-breakpoint
-- Dashboard rollup: campaign_monthly_counts is kept by these triggers, in the same transaction
-- as the change to campaign_lines, so its totals are always exact.
CREATE FUNCTION campaign_monthly_counts_bump(e integer, c integer, at timestamptz, d_invites integer, d_interviews integer) RETURNS void AS $$
BEGIN
  INSERT INTO campaign_monthly_counts AS m (enterprise_id, campaign_id, month, invites, interviews)
  VALUES (e, c, date_trunc('month', at AT TIME ZONE 'UTC')::date, d_invites, d_interviews)
  ON CONFLICT (enterprise_id, campaign_id, month)
  DO UPDATE SET invites = m.invites + d_invites, interviews = m.interviews + d_interviews;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION campaign_lines_rollup() RETURNS trigger AS $$
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
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM campaign_monthly_counts_bump(OLD.enterprise_id, OLD.campaign_id, coalesce(OLD.invited_at, OLD.created_at), -1, 0);
    IF OLD.completed_at IS NOT NULL THEN
      PERFORM campaign_monthly_counts_bump(OLD.enterprise_id, OLD.campaign_id, OLD.completed_at, 0, -1);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER campaign_lines_rollup AFTER INSERT OR DELETE OR UPDATE OF completed_at ON campaign_lines
  FOR EACH ROW EXECUTE FUNCTION campaign_lines_rollup();
--> statement-breakpoint
INSERT INTO campaign_monthly_counts (enterprise_id, campaign_id, month, invites, interviews)
SELECT enterprise_id, campaign_id, month, sum(invites)::int, sum(interviews)::int FROM (
  SELECT enterprise_id, campaign_id, date_trunc('month', coalesce(invited_at, created_at) AT TIME ZONE 'UTC')::date AS month, 1 AS invites, 0 AS interviews FROM campaign_lines
  UNION ALL
  SELECT enterprise_id, campaign_id, date_trunc('month', completed_at AT TIME ZONE 'UTC')::date, 0, 1 FROM campaign_lines WHERE completed_at IS NOT NULL
) AS x GROUP BY enterprise_id, campaign_id, month;
