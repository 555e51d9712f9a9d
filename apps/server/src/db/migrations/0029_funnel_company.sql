CREATE TABLE "funnel_company_counts" (
	"enterprise_id" integer NOT NULL,
	"month" date NOT NULL,
	"channel" varchar(12) NOT NULL,
	"metric" smallint NOT NULL,
	"key" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_company_counts_enterprise_id_month_channel_metric_key_pk" PRIMARY KEY("enterprise_id","month","channel","metric","key")
);
--> statement-breakpoint
CREATE INDEX "candidate_experience_ratings_created_idx" ON "candidate_experience_ratings" USING btree ("enterprise_id","created_at","campaign_id","rating");--> statement-breakpoint
-- hand-written:
-- The company's funnel (db/schema/sms.ts funnelCompanyCounts): the same delta as the job's rows,
-- added to the company's when the job is not deleted, in one statement (rows locked in key order);
-- a job deleted or restored takes its rows out of the company's or puts them back.
CREATE OR REPLACE FUNCTION campaign_lines_funnel() RETURNS trigger AS $$
DECLARE
  take_old boolean := TG_OP <> 'INSERT' AND OLD.erasing_at IS NULL AND (TG_OP = 'DELETE' OR NEW.erasing_at IS NULL);
  take_new boolean := TG_OP <> 'DELETE' AND NEW.erasing_at IS NULL;
BEGIN
  IF take_old AND take_new
     AND OLD.enterprise_id = NEW.enterprise_id AND OLD.campaign_id = NEW.campaign_id AND OLD.channel = NEW.channel
     AND coalesce(OLD.invited_at, OLD.created_at) = coalesce(NEW.invited_at, NEW.created_at)
     AND OLD.completed_at IS NOT DISTINCT FROM NEW.completed_at AND OLD.answered_count = NEW.answered_count
     AND OLD.consent_at IS NOT DISTINCT FROM NEW.consent_at AND OLD.opened_at IS NOT DISTINCT FROM NEW.opened_at
     AND OLD.delivered_at IS NOT DISTINCT FROM NEW.delivered_at AND OLD.self_registered = NEW.self_registered THEN
    RETURN NULL;
  END IF;
  WITH d AS (
    SELECT x.e, x.c, x.m, x.ch, x.metric, x.key, sum(x.delta)::integer AS delta FROM (
      SELECT OLD.enterprise_id AS e, OLD.campaign_id AS c, funnel_month(OLD) AS m, OLD.channel AS ch, k.metric, k.key, -1 AS delta
      FROM funnel_keys(OLD) k WHERE take_old
      UNION ALL
      SELECT NEW.enterprise_id, NEW.campaign_id, funnel_month(NEW), NEW.channel, k.metric, k.key, 1
      FROM funnel_keys(NEW) k WHERE take_new
    ) x
    GROUP BY x.e, x.c, x.m, x.ch, x.metric, x.key
    HAVING sum(x.delta) <> 0
  ), job AS (
    INSERT INTO funnel_counts AS f (enterprise_id, campaign_id, month, channel, metric, key, n)
    SELECT d.e, d.c, d.m, d.ch, d.metric, d.key, d.delta FROM d
    ORDER BY d.e, d.c, d.m, d.ch, d.metric, d.key
    ON CONFLICT (enterprise_id, campaign_id, month, channel, metric, key) DO UPDATE SET n = f.n + EXCLUDED.n
    RETURNING 1
  )
  INSERT INTO funnel_company_counts AS f (enterprise_id, month, channel, metric, key, n)
  SELECT d.e, d.m, d.ch, d.metric, d.key, sum(d.delta)::integer FROM d
  JOIN campaigns c ON c.id = d.c AND c.enterprise_id = d.e AND c.deleted = 0
  GROUP BY d.e, d.m, d.ch, d.metric, d.key
  HAVING sum(d.delta) <> 0
  ORDER BY d.e, d.m, d.ch, d.metric, d.key
  ON CONFLICT (enterprise_id, month, channel, metric, key) DO UPDATE SET n = f.n + EXCLUDED.n;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION campaigns_funnel_visibility() RETURNS trigger AS $$
BEGIN
  IF (OLD.deleted = 0) IS DISTINCT FROM (NEW.deleted = 0) THEN
    INSERT INTO funnel_company_counts AS f (enterprise_id, month, channel, metric, key, n)
    SELECT enterprise_id, month, channel, metric, key, (CASE WHEN NEW.deleted = 0 THEN 1 ELSE -1 END) * sum(n)::integer
    FROM funnel_counts WHERE enterprise_id = NEW.enterprise_id AND campaign_id = NEW.id
    GROUP BY enterprise_id, month, channel, metric, key
    ORDER BY enterprise_id, month, channel, metric, key
    ON CONFLICT (enterprise_id, month, channel, metric, key) DO UPDATE SET n = f.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER campaigns_funnel_visibility AFTER UPDATE OF deleted ON campaigns
  FOR EACH ROW EXECUTE FUNCTION campaigns_funnel_visibility();
--> statement-breakpoint
INSERT INTO funnel_company_counts (enterprise_id, month, channel, metric, key, n)
SELECT f.enterprise_id, f.month, f.channel, f.metric, f.key, sum(f.n)::integer
FROM funnel_counts f JOIN campaigns c ON c.id = f.campaign_id AND c.enterprise_id = f.enterprise_id AND c.deleted = 0
GROUP BY 1, 2, 3, 4, 5;
