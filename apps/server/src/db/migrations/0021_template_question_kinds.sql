ALTER TABLE "question_templates" ADD COLUMN "kind" varchar(20) DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "question_templates" ADD COLUMN "required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "question_templates" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;