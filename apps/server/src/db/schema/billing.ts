import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, id, updatedAt } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A subscription package (plan) offered on /packages. Global: no tenant column. */
export const packages = pgTable('packages', {
  pk_Package_ID: id('id'),
  Package_Name: varchar('name', { length: 100 }).notNull(),
  Package_Description: text('description'),
  /** The payment provider's price id (the spec's price_id); null under manual billing. */
  Package_PriceId: varchar('price_id', { length: 100 }),
  Package_PriceCents: integer('price_cents').notNull().default(0),
  /** ISO 4217, lower case as the payment provider writes it. */
  Package_Currency: varchar('currency', { length: 3 }).notNull().default('aud'),
  /** month | year */
  Package_Interval: varchar('interval', { length: 16 }).notNull().default('month'),
  /** Limits; null means unlimited. */
  Package_MaxJobs: integer('max_jobs'),
  Package_MaxInvites: integer('max_invites'),
  Package_MaxUsers: integer('max_users'),
  Package_DurationDays: integer('duration_days').notNull().default(30),
  /** What the plan includes beyond its limits, one line each. */
  Package_Features: jsonb('features').$type<string[]>().notNull().default([]),
  /** Billed by use: each launched job is sent to Stripe as a meter event (STRIPE_METER_EVENT). */
  Package_Metered: boolean('metered').notNull().default(false),
  Package_SortOrder: integer('sort_order').notNull().default(0),
  Package_Active: boolean('active').notNull().default(true),
  Package_DateOfCreation: createdAt(),
  Package_DateOfLastUpdate: updatedAt(),
});

/** An enterprise's subscription to a package (the spec's StripePayment). */
export const stripePayments = pgTable(
  'stripe_payments',
  {
    pk_StripePayment_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    /** The user who subscribed. */
    fk_User_ID: integer('user_id').notNull(),
    fk_Package_ID: integer('package_id')
      .notNull()
      .references(() => packages.pk_Package_ID),
    /** STRIPE_PAYMENT_STATUS: 0 ended, 1 active (the package in force), 2 failed. */
    StripePayment_Status: smallint('status').notNull().default(1),
    /** 'stripe' (an invoice of the subscription) or 'operator' (npm run billing -- assign). */
    StripePayment_Source: varchar('source', { length: 16 }).$type<'stripe' | 'operator'>().notNull().default('stripe'),
    StripePayment_AmountCents: integer('amount_cents').notNull().default(0),
    StripePayment_Currency: varchar('currency', { length: 3 }).notNull().default('aud'),
    /** Stripe's invoice id: one history entry per invoice, however often its event arrives. */
    StripePayment_InvoiceID: varchar('invoice_id', { length: 100 }),
    /** Stripe's hosted invoice page. */
    StripePayment_InvoiceUrl: text('invoice_url'),
    StripePayment_Note: text('note'),
    /** The provider's customer id; usage is reported only when it is set. */
    StripePayment_ClientID: varchar('client_id', { length: 100 }),
    StripePayment_SubscriptionID: varchar('subscription_id', { length: 100 }),
    /** The provider's subscription item id. */
    StripePayment_OptionalField4: varchar('subscription_item_id', { length: 100 }),
    StripePayment_StartDate: at('start_date').notNull().defaultNow(),
    /** Null while the package does not expire. */
    StripePayment_ExpiryDate: at('expiry_date'),
    /** Counters taken from the package and decremented on use; null means unlimited. */
    StripePayment_RemainingJobs: integer('remaining_jobs'),
    StripePayment_RemainingInvites: integer('remaining_invites'),
    StripePayment_DateOfCreation: createdAt(),
    StripePayment_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    index('stripe_payments_enterprise_idx').on(
      t.fk_Enterprise_ID,
      t.StripePayment_Status,
      t.pk_StripePayment_ID,
    ),
    index('stripe_payments_user_idx').on(t.fk_Enterprise_ID, t.fk_User_ID, t.pk_StripePayment_ID),
    index('stripe_payments_subscription_idx').on(
      t.fk_Enterprise_ID,
      t.StripePayment_SubscriptionID,
    ),
    uniqueIndex('stripe_payments_invoice_uq').on(t.StripePayment_InvoiceID),
  ],
);

/**
 * An enterprise's link to Stripe and the billing state that is not a history entry: its
 * customer and subscription, a downgrade waiting for the period's end, the last subscription
 * event applied (older ones arriving late are ignored), and which expiry notices were sent.
 */
export const billingAccounts = pgTable('billing_accounts', {
  fk_Enterprise_ID: integer('enterprise_id').primaryKey(),
  stripeCustomerId: varchar('stripe_customer_id', { length: 100 }).unique(),
  stripeSubscriptionId: varchar('stripe_subscription_id', { length: 100 }),
  stripeSubscriptionItemId: varchar('stripe_subscription_item_id', { length: 100 }),
  /** A downgrade chosen on /packages: applied when the current period ends. */
  pendingPackageId: integer('pending_package_id').references(() => packages.pk_Package_ID),
  pendingEffectiveAt: at('pending_effective_at'),
  /** Stripe's `created` of the last subscription event applied: an older one changes nothing. */
  lastEventAt: at('last_event_at'),
  /** The expiry date the "about to expire" email was sent for (once per date). */
  expiryWarnedFor: at('expiry_warned_for'),
  /** The expiry date the "expired" email was sent for. */
  expiredNotifiedFor: at('expired_notified_for'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Each Stripe event applied, by its id: a replayed event is recognised and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 100 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  /** The enterprise it applied to; null when it concerned none. */
  fk_Enterprise_ID: integer('enterprise_id'),
  /** Stripe's `created`. */
  createdAt: at('created_at').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
