CREATE TABLE "candidate_experience_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_experience_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_experience_ratings_rating_ck" CHECK ("candidate_experience_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "candidate_experience_ratings" ADD CONSTRAINT "candidate_experience_ratings_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_experience_ratings_line_uq" ON "candidate_experience_ratings" USING btree ("enterprise_id","campaign_line_id");--> statement-breakpoint
CREATE INDEX "candidate_experience_ratings_campaign_idx" ON "candidate_experience_ratings" USING btree ("enterprise_id","campaign_id");