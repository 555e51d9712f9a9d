ALTER TABLE "question_answers" ADD COLUMN "ts_config" "regconfig" DEFAULT 'simple'::regconfig NOT NULL;--> statement-breakpoint
ALTER TABLE "question_answers" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector(ts_config, coalesce(value ->> 'text', ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "question_answers_search_idx" ON "question_answers" USING gin ("enterprise_id","search");--> statement-breakpoint
-- Written answers saved before: indexed in English, the default language, unless the company chose another (those stay 'simple': words as written).
UPDATE "question_answers" SET "ts_config" = 'english'::regconfig WHERE "kind" = 'text' AND "enterprise_id" NOT IN (SELECT "enterprise_id" FROM "transcript_settings" WHERE "language" NOT ILIKE 'en%');
