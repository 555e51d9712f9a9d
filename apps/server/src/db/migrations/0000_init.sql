CREATE TABLE "enterprises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"name2" varchar(200),
	"company_number" varchar(50),
	"business_number" varchar(50),
	"tax_registration_number" varchar(50),
	"duns" varchar(50),
	"initials" varchar(3),
	"colour" varchar(32),
	"background_colour" varchar(32),
	"avatar_enable" boolean DEFAULT false NOT NULL,
	"image_link" varchar(2048),
	"email" varchar(254),
	"phone_number" varchar(30),
	"phone_country_code" varchar(8),
	"phone_area_code" varchar(8),
	"phone_extension" varchar(8),
	"alt_number" varchar(30),
	"alt_country_code" varchar(8),
	"alt_area_code" varchar(8),
	"alt_extension" varchar(8),
	"street_address" varchar(200),
	"street_address2" varchar(200),
	"street_address3" varchar(200),
	"city" varchar(100),
	"region" varchar(100),
	"postcode" varchar(20),
	"country" varchar(100),
	"country_code" varchar(2),
	"access_level" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reference_code" varchar(50),
	"is_agencies" boolean DEFAULT false NOT NULL,
	"record_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"otp_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"reset_token_hash" varchar(64),
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(300),
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"first_name" varchar(100) DEFAULT '' NOT NULL,
	"second_name" varchar(100),
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"email" varchar(254) NOT NULL,
	"initials" varchar(3),
	"background_colour" varchar(32),
	"colour" varchar(32),
	"avatar_enable" boolean DEFAULT false NOT NULL,
	"image_link" varchar(2048),
	"access_level" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"s_session" varchar(100),
	"is_onboarding" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"invite_token_hash" varchar(64),
	"invite_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_mailbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_mailbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outbox_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"raw" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer,
	"to_address" text NOT NULL,
	"from_name" varchar(200),
	"reply_to" varchar(254),
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"message_id" varchar(300),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"main_contact_user_id" integer,
	"user_id" integer NOT NULL,
	"s_session" varchar(100),
	"name" varchar(200) NOT NULL,
	"name2" varchar(200),
	"company_number" varchar(50),
	"business_number" varchar(50),
	"tax_registration_number" varchar(50),
	"duns" varchar(50),
	"initials" varchar(3),
	"colour" varchar(32),
	"background_colour" varchar(32),
	"avatar_enable" boolean DEFAULT false NOT NULL,
	"image_link" varchar(2048),
	"email" varchar(254),
	"phone_number" varchar(30),
	"phone_country_code" varchar(8),
	"phone_area_code" varchar(8),
	"phone_extension" varchar(8),
	"alt_number" varchar(30),
	"alt_country_code" varchar(8),
	"alt_area_code" varchar(8),
	"alt_extension" varchar(8),
	"street_address" varchar(200),
	"street_address2" varchar(200),
	"street_address3" varchar(200),
	"city" varchar(100),
	"region" varchar(100),
	"postcode" varchar(20),
	"country" varchar(100),
	"country_code" varchar(2),
	"access_level" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"reference_code" varchar(50),
	"status" smallint DEFAULT 1 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"record_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_description_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_description_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"job_name" varchar(200) NOT NULL,
	"job_description" text DEFAULT '' NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"s_session" varchar(100),
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"recruiter_rating" integer DEFAULT 2 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"access_level" integer DEFAULT 0 NOT NULL,
	"audio_file_url" varchar(2048),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" integer NOT NULL,
	"s_session" varchar(100),
	"user_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"job_id" integer,
	"campaign_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"candidate_email" varchar(254) NOT NULL,
	"candidate_first_name" varchar(100),
	"candidate_last_name" varchar(100),
	"candidate_phone" varchar(30),
	"invite_token_hash" varchar(64),
	"invited_at" timestamp with time zone,
	"consent_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" integer,
	"s_session" varchar(100),
	"name" varchar(200) NOT NULL,
	"job_title" varchar(200) DEFAULT '' NOT NULL,
	"reference_code" varchar(50),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"display_id" varchar(64),
	"location_country_id" integer,
	"location_region_id" integer,
	"location_city_id" integer,
	"location_text" varchar(300),
	"category_id" integer,
	"category_sub_id" integer,
	"work_type_id" smallint DEFAULT 0 NOT NULL,
	"pay_type_id" smallint DEFAULT 0 NOT NULL,
	"pay_range_from" integer,
	"pay_range_to" integer,
	"job_description" text,
	"job_description_html" text,
	"job_video_link" varchar(2048),
	"hiring_manager_user_id" integer,
	"employer_id" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"access_level" integer DEFAULT 1 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"video_variance" integer DEFAULT 4 NOT NULL,
	"face_variance" integer DEFAULT 6 NOT NULL,
	"voice_variance" integer DEFAULT 9 NOT NULL,
	"video_data_variance" integer DEFAULT 12 NOT NULL,
	"algorithm" varchar(100),
	"language" varchar(16) DEFAULT 'en-AU' NOT NULL,
	"voice" varchar(100) DEFAULT 'en-AU-NatashaNeural' NOT NULL,
	"think_time_seconds" integer DEFAULT 30 NOT NULL,
	"answer_time_limit_seconds" integer DEFAULT 120 NOT NULL,
	"retakes" smallint DEFAULT 1 NOT NULL,
	"untimed" boolean DEFAULT false NOT NULL,
	"record_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"s_session" varchar(100),
	"user_id" integer NOT NULL,
	"job_id" integer,
	"campaign_id" integer NOT NULL,
	"text" text NOT NULL,
	"chatgpt_text" text,
	"audio_file_url" varchar(2048),
	"video_file_url" varchar(2048),
	"recruiter_rating" integer DEFAULT 2 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"access_level" integer DEFAULT 0 NOT NULL,
	"record_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_integration_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_integration_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"fk_id" integer NOT NULL,
	"fk_table" varchar(64) NOT NULL,
	"field_name" varchar(100) NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"reaction" varchar(32),
	"campaign_line_id" integer,
	"question_id" integer,
	"question_response_id" integer,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"is_email" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"campaign_id" integer,
	"campaign_line_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer,
	"user_id" integer,
	"name" varchar(100) NOT NULL,
	"description" text,
	"value" text DEFAULT '' NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(2),
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"board_code" varchar(50) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_sub_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"job_id" integer NOT NULL,
	"board_code" varchar(50) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"description" text,
	"price_id" varchar(100),
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'aud' NOT NULL,
	"interval" varchar(16) DEFAULT 'month' NOT NULL,
	"max_jobs" integer,
	"max_invites" integer,
	"max_users" integer,
	"duration_days" integer DEFAULT 30 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stripe_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"client_id" varchar(100),
	"subscription_id" varchar(100),
	"subscription_item_id" varchar(100),
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expiry_date" timestamp with time zone,
	"remaining_jobs" integer,
	"remaining_invites" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_ratings_range" CHECK ("candidate_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "candidate_resumes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_resumes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"file_key" varchar(500) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"media_key" varchar(500) NOT NULL,
	"poster_key" varchar(500),
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_response_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_response_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"question_response_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_response_ratings_range" CHECK ("question_response_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "question_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"upload_id" varchar(100),
	"original_key" varchar(500),
	"mp4_key" varchar(500),
	"poster_key" varchar(500),
	"duration_ms" integer,
	"mime_type" varchar(100),
	"size_bytes" bigint,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_templates" ADD CONSTRAINT "question_templates_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD CONSTRAINT "campaign_lines_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sub_categories" ADD CONSTRAINT "job_sub_categories_job_id_job_categories_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_payments" ADD CONSTRAINT "stripe_payments_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_ratings" ADD CONSTRAINT "candidate_ratings_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_resumes" ADD CONSTRAINT "candidate_resumes_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_videos" ADD CONSTRAINT "interview_videos_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_response_ratings" ADD CONSTRAINT "question_response_ratings_question_response_id_question_responses_id_fk" FOREIGN KEY ("question_response_id") REFERENCES "public"."question_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_enterprise_user_idx" ON "password_resets" USING btree ("enterprise_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_enterprise_user_idx" ON "sessions" USING btree ("enterprise_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_enterprise_idx" ON "users" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_enterprise_idx" ON "mail_outbox" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "employers_enterprise_idx" ON "employers" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "job_description_templates_enterprise_idx" ON "job_description_templates" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "question_templates_template_idx" ON "question_templates" USING btree ("enterprise_id","template_id","order","id");--> statement-breakpoint
CREATE INDEX "templates_enterprise_idx" ON "templates" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "campaign_lines_enterprise_idx" ON "campaign_lines" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "campaign_lines_campaign_idx" ON "campaign_lines" USING btree ("enterprise_id","campaign_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_lines_campaign_email_uq" ON "campaign_lines" USING btree ("enterprise_id","campaign_id",lower("candidate_email"));--> statement-breakpoint
CREATE INDEX "campaign_lines_email_idx" ON "campaign_lines" USING btree ("enterprise_id",lower("candidate_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_lines_invite_token_uq" ON "campaign_lines" USING btree ("enterprise_id","invite_token_hash");--> statement-breakpoint
CREATE INDEX "campaigns_enterprise_idx" ON "campaigns" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "campaigns_enterprise_start_idx" ON "campaigns" USING btree ("enterprise_id","start_date","id");--> statement-breakpoint
CREATE INDEX "campaigns_enterprise_end_idx" ON "campaigns" USING btree ("enterprise_id","end_date","id");--> statement-breakpoint
CREATE INDEX "campaigns_enterprise_status_idx" ON "campaigns" USING btree ("enterprise_id","status","end_date","id");--> statement-breakpoint
CREATE INDEX "questions_campaign_order_idx" ON "questions" USING btree ("enterprise_id","campaign_id","order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_integration_texts_target_uq" ON "video_integration_texts" USING btree ("enterprise_id","fk_table","fk_id","field_name");--> statement-breakpoint
CREATE INDEX "comments_enterprise_idx" ON "comments" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "comments_campaign_idx" ON "comments" USING btree ("enterprise_id","campaign_id","id");--> statement-breakpoint
CREATE INDEX "comments_question_idx" ON "comments" USING btree ("enterprise_id","campaign_id","question_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_recipients_uq" ON "notification_recipients" USING btree ("enterprise_id","notification_id","user_id");--> statement-breakpoint
CREATE INDEX "notification_recipients_user_idx" ON "notification_recipients" USING btree ("enterprise_id","user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_enterprise_idx" ON "notifications" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "notifications_campaign_idx" ON "notifications" USING btree ("enterprise_id","campaign_id","id");--> statement-breakpoint
CREATE INDEX "settings_campaign_idx" ON "settings" USING btree ("enterprise_id","campaign_id","name","id");--> statement-breakpoint
CREATE INDEX "countries_code_idx" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "job_sub_categories_job_idx" ON "job_sub_categories" USING btree ("job_id","name");--> statement-breakpoint
CREATE INDEX "stripe_payments_enterprise_idx" ON "stripe_payments" USING btree ("enterprise_id","status","id");--> statement-breakpoint
CREATE INDEX "stripe_payments_user_idx" ON "stripe_payments" USING btree ("enterprise_id","user_id","id");--> statement-breakpoint
CREATE INDEX "stripe_payments_subscription_idx" ON "stripe_payments" USING btree ("enterprise_id","subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_ratings_reviewer_uq" ON "candidate_ratings" USING btree ("enterprise_id","campaign_line_id","user_id");--> statement-breakpoint
CREATE INDEX "candidate_ratings_campaign_idx" ON "candidate_ratings" USING btree ("enterprise_id","campaign_id","campaign_line_id");--> statement-breakpoint
CREATE INDEX "candidate_resumes_line_idx" ON "candidate_resumes" USING btree ("enterprise_id","campaign_line_id","id");--> statement-breakpoint
CREATE INDEX "interview_videos_line_idx" ON "interview_videos" USING btree ("enterprise_id","campaign_line_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_response_ratings_reviewer_uq" ON "question_response_ratings" USING btree ("enterprise_id","question_response_id","user_id");--> statement-breakpoint
CREATE INDEX "question_response_ratings_line_idx" ON "question_response_ratings" USING btree ("enterprise_id","campaign_line_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_responses_attempt_uq" ON "question_responses" USING btree ("enterprise_id","campaign_line_id","question_id","attempt");--> statement-breakpoint
CREATE INDEX "question_responses_campaign_idx" ON "question_responses" USING btree ("enterprise_id","campaign_id","id");