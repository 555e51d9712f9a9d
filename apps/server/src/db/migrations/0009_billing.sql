CREATE TABLE "billing_accounts" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"stripe_customer_id" varchar(100),
	"stripe_subscription_id" varchar(100),
	"stripe_subscription_item_id" varchar(100),
	"pending_package_id" integer,
	"pending_effective_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"expiry_warned_for" timestamp with time zone,
	"expired_notified_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"enterprise_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "metered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_payments" ADD COLUMN "source" varchar(16) DEFAULT 'stripe' NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_payments" ADD COLUMN "amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_payments" ADD COLUMN "currency" varchar(3) DEFAULT 'aud' NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_payments" ADD COLUMN "invoice_id" varchar(100);--> statement-breakpoint
ALTER TABLE "stripe_payments" ADD COLUMN "invoice_url" text;--> statement-breakpoint
ALTER TABLE "stripe_payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_pending_package_id_packages_id_fk" FOREIGN KEY ("pending_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_payments_invoice_uq" ON "stripe_payments" USING btree ("invoice_id");