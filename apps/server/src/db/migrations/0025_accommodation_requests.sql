ALTER TABLE "mail_outbox" ADD COLUMN "campaign_line_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD COLUMN "accommodation_end_date" date;--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD COLUMN "accommodation_request" text;--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD COLUMN "accommodation_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_line_idx" ON "mail_outbox" USING btree ("enterprise_id","campaign_line_id") WHERE "mail_outbox"."campaign_line_id" is not null;