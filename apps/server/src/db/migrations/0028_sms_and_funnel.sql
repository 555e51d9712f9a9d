CREATE TABLE "dev_sms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_sms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outbox_id" integer,
	"provider_id" varchar(64) NOT NULL,
	"to_number" varchar(20) NOT NULL,
	"from_number" varchar(20),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_counts" (
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"month" date NOT NULL,
	"channel" varchar(12) NOT NULL,
	"metric" smallint NOT NULL,
	"key" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_counts_enterprise_id_campaign_id_month_channel_metric_key_pk" PRIMARY KEY("enterprise_id","campaign_id","month","channel","metric","key")
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"number_hash" varchar(64) PRIMARY KEY NOT NULL,
	"keyword" varchar(20) NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"to_number" varchar(20) NOT NULL,
	"body" text NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_id" varchar(64),
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "purpose" varchar(12);--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD COLUMN "channel" varchar(12) DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD COLUMN "answered_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "max_sms" integer;--> statement-breakpoint
CREATE INDEX "funnel_counts_month_idx" ON "funnel_counts" USING btree ("enterprise_id","month");--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_line_idx" ON "sms_outbox" USING btree ("enterprise_id","campaign_line_id","id");--> statement-breakpoint
CREATE INDEX "sms_outbox_enterprise_idx" ON "sms_outbox" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_provider_uq" ON "sms_outbox" USING btree ("provider_id") WHERE "sms_outbox"."provider_id" is not null;--> statement-breakpoint
CREATE INDEX "campaign_lines_invite_token_idx" ON "campaign_lines" USING btree ("invite_token_hash") WHERE "campaign_lines"."invite_token_hash" is not null;
--> statement-breakpoint
-- hand-written:
-- Issue 33, the completion funnel. Every figure of it is kept in the database, in the transaction
-- of the change, so no write path can forget it:
-- * campaign_lines.answered_count follows the answers (recordings and other answers) by trigger;
-- * campaign_lines.delivered_at is set when an invitation or reminder to the line is sent (mail
--   accepted by the mail server) or delivered (text message, by the provider's callback);
-- * funnel_counts follows campaign_lines (docs/api-review.md "Completion funnel"). As with
--   campaign_monthly_counts, a line whose erasure has started no longer changes the counts: the
--   funnel's history is figures only, and stays.
CREATE FUNCTION campaign_line_answers_recount(e integer, l integer) RETURNS void AS $$
DECLARE
  answered integer;
BEGIN
  SELECT count(*) INTO answered FROM (
    SELECT question_id FROM question_responses WHERE enterprise_id = e AND campaign_line_id = l
    UNION
    SELECT question_id FROM question_answers WHERE enterprise_id = e AND campaign_line_id = l
  ) q;
  UPDATE campaign_lines SET answered_count = least(answered, 32767)
  WHERE enterprise_id = e AND id = l AND answered_count <> least(answered, 32767);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION answers_recount() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM campaign_line_answers_recount(OLD.enterprise_id, OLD.campaign_line_id);
  ELSE
    PERFORM campaign_line_answers_recount(NEW.enterprise_id, NEW.campaign_line_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER question_responses_recount AFTER INSERT OR DELETE ON question_responses
  FOR EACH ROW EXECUTE FUNCTION answers_recount();
--> statement-breakpoint
CREATE TRIGGER question_answers_recount AFTER INSERT OR DELETE ON question_answers
  FOR EACH ROW EXECUTE FUNCTION answers_recount();
--> statement-breakpoint
CREATE FUNCTION outbox_marks_delivered() RETURNS trigger AS $$
BEGIN
  IF NEW.campaign_line_id IS NOT NULL AND NEW.purpose IN ('invitation', 'reminder')
     AND NEW.status = (CASE WHEN TG_TABLE_NAME = 'sms_outbox' THEN 'delivered' ELSE 'sent' END)
     AND OLD.status IS DISTINCT FROM NEW.status THEN
    UPDATE campaign_lines SET delivered_at = now()
    WHERE enterprise_id = NEW.enterprise_id AND id = NEW.campaign_line_id AND delivered_at IS NULL;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_delivered AFTER UPDATE OF status ON mail_outbox
  FOR EACH ROW EXECUTE FUNCTION outbox_marks_delivered();
--> statement-breakpoint
CREATE TRIGGER sms_outbox_delivered AFTER UPDATE OF status ON sms_outbox
  FOR EACH ROW EXECUTE FUNCTION outbox_marks_delivered();
--> statement-breakpoint
-- The bucket (its lower bound) `x` falls in; the buckets are @candid/shared/funnel's.
CREATE FUNCTION funnel_bucket(x double precision, bounds integer[]) RETURNS smallint AS $$
  SELECT coalesce(max(b), 0)::smallint FROM unnest(bounds) b WHERE b <= greatest(x, 0);
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The rollup keys one line counts under (metric, key): see funnel_counts in db/schema/sms.ts.
CREATE FUNCTION funnel_keys(l campaign_lines) RETURNS TABLE(metric smallint, key smallint) AS $$
  WITH s AS (
    SELECT CASE
      WHEN l.completed_at IS NOT NULL THEN 6
      WHEN l.answered_count > 0 THEN 5
      WHEN l.consent_at IS NOT NULL THEN 4
      WHEN l.opened_at IS NOT NULL OR l.self_registered THEN 3
      WHEN l.delivered_at IS NOT NULL THEN 2
      ELSE 1 END AS stage
  )
  SELECT 1::smallint, s.stage::smallint FROM s
  UNION ALL
  SELECT 2::smallint, least(l.answered_count + 1, 32767)::smallint FROM s WHERE s.stage IN (4, 5)
  UNION ALL
  SELECT 3::smallint, funnel_bucket(extract(epoch FROM l.completed_at - coalesce(l.consent_at, l.completed_at)) / 60,
    ARRAY[0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 90, 120, 180, 240, 480, 1440]) FROM s WHERE s.stage = 6
  UNION ALL
  SELECT 4::smallint, funnel_bucket(extract(epoch FROM l.completed_at - coalesce(l.invited_at, l.created_at)) / 3600,
    ARRAY[0, 1, 2, 3, 4, 6, 8, 12, 18, 24, 36, 48, 72, 96, 120, 168, 240, 336, 504, 720]) FROM s WHERE s.stage = 6;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE FUNCTION funnel_month(l campaign_lines) RETURNS date AS $$
  SELECT date_trunc('month', coalesce(l.invited_at, l.created_at) AT TIME ZONE 'UTC')::date;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Moves one line's counts from where OLD stood to where NEW stands, in one ordered upsert (rows
-- are locked in key order, so two candidates of one job cannot deadlock on them).
CREATE FUNCTION campaign_lines_funnel() RETURNS trigger AS $$
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
  INSERT INTO funnel_counts AS f (enterprise_id, campaign_id, month, channel, metric, key, n)
  SELECT d.e, d.c, d.m, d.ch, d.metric, d.key, sum(d.delta)::integer FROM (
    SELECT OLD.enterprise_id AS e, OLD.campaign_id AS c, funnel_month(OLD) AS m, OLD.channel AS ch, k.metric, k.key, -1 AS delta
    FROM funnel_keys(OLD) k WHERE take_old
    UNION ALL
    SELECT NEW.enterprise_id, NEW.campaign_id, funnel_month(NEW), NEW.channel, k.metric, k.key, 1
    FROM funnel_keys(NEW) k WHERE take_new
  ) d
  GROUP BY d.e, d.c, d.m, d.ch, d.metric, d.key
  HAVING sum(d.delta) <> 0
  ORDER BY d.e, d.c, d.m, d.ch, d.metric, d.key
  ON CONFLICT (enterprise_id, campaign_id, month, channel, metric, key) DO UPDATE SET n = f.n + EXCLUDED.n;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- What the lines already say, before the funnel's trigger exists.
UPDATE campaign_lines SET channel = 'public_link' WHERE self_registered;
--> statement-breakpoint
UPDATE campaign_lines l SET answered_count = least(q.n, 32767) FROM (
  SELECT enterprise_id, campaign_line_id, count(*) AS n FROM (
    SELECT enterprise_id, campaign_line_id, question_id FROM question_responses
    UNION
    SELECT enterprise_id, campaign_line_id, question_id FROM question_answers
  ) a GROUP BY enterprise_id, campaign_line_id
) q WHERE l.enterprise_id = q.enterprise_id AND l.id = q.campaign_line_id;
--> statement-breakpoint
UPDATE campaign_lines l SET delivered_at = m.sent_at FROM (
  SELECT enterprise_id, lower(to_address) AS address, min(sent_at) AS sent_at FROM mail_outbox
  WHERE status = 'sent' AND enterprise_id IS NOT NULL GROUP BY enterprise_id, lower(to_address)
) m WHERE l.enterprise_id = m.enterprise_id AND lower(l.candidate_email) = m.address AND NOT l.self_registered;
--> statement-breakpoint
INSERT INTO funnel_counts (enterprise_id, campaign_id, month, channel, metric, key, n)
SELECT l.enterprise_id, l.campaign_id, funnel_month(l), l.channel, k.metric, k.key, count(*)::integer
FROM campaign_lines l CROSS JOIN LATERAL funnel_keys(l) k
WHERE l.erasing_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE TRIGGER campaign_lines_funnel AFTER INSERT OR UPDATE OR DELETE ON campaign_lines
  FOR EACH ROW EXECUTE FUNCTION campaign_lines_funnel();
--> statement-breakpoint
-- The catalogue's packages get their text messages (modules/billing/plan.ts PACKAGE_CATALOGUE).
UPDATE packages SET max_sms = CASE name WHEN 'Starter' THEN 50 WHEN 'Growth' THEN 500 WHEN 'Pro' THEN 2000 WHEN 'Flex' THEN 1000 END
WHERE name IN ('Starter', 'Growth', 'Pro', 'Flex');
