ALTER TABLE "campaigns" ADD COLUMN "ended_notice_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "campaigns_ended_untold_idx" ON "campaigns" USING btree ("end_date") WHERE "campaigns"."ended_notice_at" is null and "campaigns"."deleted" = 0;--> statement-breakpoint
-- hand-written: job.ended for jobs that pass their end date (docs/api-keys-and-webhooks.md). Jobs
-- that ended before this release are marked told, so the first scan does not send a burst of old
-- endings. Ended as jobStateOf decides it (packages/shared/src/jobState.ts): status 0, or an end
-- date before today in UTC (not the session's current_date).
UPDATE "campaigns" SET "ended_notice_at" = now() WHERE "status" = 0 OR "end_date" < (now() AT TIME ZONE 'UTC')::date;
