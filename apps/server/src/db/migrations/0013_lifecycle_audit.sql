CREATE TABLE "audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"campaign_line_id" integer NOT NULL,
	"campaign_id" integer,
	"actor_kind" varchar(16) NOT NULL,
	"actor_id" integer,
	"action" varchar(24) NOT NULL,
	"detail" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"email" varchar(320) NOT NULL,
	"status" varchar(16) DEFAULT 'received' NOT NULL,
	"confirm_token_hash" varchar(64) NOT NULL,
	"confirm_expires_at" timestamp with time zone NOT NULL,
	"download_token_hash" varchar(64),
	"download_expires_at" timestamp with time zone,
	"archive_key" text,
	"line_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"confirmed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_line_idx" ON "audit_events" USING btree ("enterprise_id","campaign_line_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "data_requests_enterprise_idx" ON "data_requests" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "data_requests_confirm_idx" ON "data_requests" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_download_uq" ON "data_requests" USING btree ("download_token_hash");--> statement-breakpoint
-- hand-written: the audit trail is append-only. UPDATE is refused always; DELETE only inside a
-- transaction that set candid.audit_purge = 'on' (the retention purge, modules/audit/retention.ts).
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND coalesce(current_setting('candid.audit_purge', true), '') = 'on' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
--> statement-breakpoint
-- hand-written: a candidate's data request looks their address up across enterprises (issue 16);
-- the other indexes of campaign_lines lead with the enterprise. On Citus this is a per-shard index
-- and the lookup fans out, which is fine for a rare, rate-limited public request.
CREATE INDEX "campaign_lines_address_idx" ON "campaign_lines" USING btree (lower("candidate_email"));
