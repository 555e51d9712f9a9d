ALTER TABLE "campaign_lines" ADD COLUMN "accommodation_time" varchar(8);--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD COLUMN "accommodation_retakes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD COLUMN "accommodation_granted_at" timestamp with time zone;