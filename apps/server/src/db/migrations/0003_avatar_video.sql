ALTER TABLE "questions" ADD COLUMN "avatar_video_key" varchar(500);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "avatar_source_hash" varchar(64);