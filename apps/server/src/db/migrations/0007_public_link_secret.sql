ALTER TABLE "campaign_lines" ADD COLUMN "self_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "public_link_token" varchar(64);--> statement-breakpoint
-- Existing jobs get a secret too (64 random hex digits), and keep their bare link while open.
UPDATE "campaigns" SET "public_link_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "public_link_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "legacy_public_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "campaigns" SET "legacy_public_link" = true;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_public_link_uq" ON "campaigns" USING btree ("public_link_token");
--> statement-breakpoint
-- Stored candidate links now carry the secret.
UPDATE "campaigns" SET "job_video_link" = "job_video_link" || '?link=' || "public_link_token" WHERE "job_video_link" LIKE '%/invite/%' AND "job_video_link" NOT LIKE '%?%';
