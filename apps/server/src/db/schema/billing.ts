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
  id: id('id'),
  name: varchar('name', { length: 100 }).notNull(),
  description: text('description'),
  /** The payment provider's price id (the spec's price_id); null under manual billing. */
  priceId: varchar('price_id', { length: 100 }),
  priceCents: integer('price_cents').notNull().default(0),
  /** ISO 4217, lower case as the payment provider writes it. */
  currency: varchar('currency', { length: 3 }).notNull().default('aud'),
  /** month | year */
  interval: varchar('interval', { length: 16 }).notNull().default('month'),
  /** Limits; null means unlimited. */
  maxJobs: integer('max_jobs'),
  maxInvites: integer('max_invites'),
  maxUsers: integer('max_users'),
  /** Text messages (SMS invitations and reminders) per period; null means unlimited. */
  maxSms: integer('max_sms'),
  durationDays: integer('duration_days').notNull().default(30),
  /** What the plan includes beyond its limits, one line each. */
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** Billed by use: each launched job is sent to Stripe as a meter event (STRIPE_METER_EVENT). */
  metered: boolean('metered').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An enterprise's subscription to a package (the spec's StripePayment). */
export const stripePayments = pgTable(
  'stripe_payments',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    /** The user who subscribed. */
    userId: integer('user_id').notNull(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** STRIPE_PAYMENT_STATUS: 0 ended, 1 active (the package in force), 2 failed. */
    status: smallint('status').notNull().default(1),
    /** 'stripe' (an invoice of the subscription) or 'operator' (npm run billing -- assign). */
    source: varchar('source', { length: 16 }).$type<'stripe' | 'operator'>().notNull().default('stripe'),
    amountCents: integer('amount_cents').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('aud'),
    /** Stripe's invoice id: one history entry per invoice, however often its event arrives. */
    invoiceId: varchar('invoice_id', { length: 100 }),
    /** Stripe's hosted invoice page. */
    invoiceUrl: text('invoice_url'),
    note: text('note'),
    /** The provider's customer id; usage is reported only when it is set. */
    clientId: varchar('client_id', { length: 100 }),
    subscriptionId: varchar('subscription_id', { length: 100 }),
    /** The provider's subscription item id. */
    subscriptionItemId: varchar('subscription_item_id', { length: 100 }),
    startDate: at('start_date').notNull().defaultNow(),
    /** Null while the package does not expire. */
    expiryDate: at('expiry_date'),
    /** Counters taken from the package and decremented on use; null means unlimited. */
    remainingJobs: integer('remaining_jobs'),
    remainingInvites: integer('remaining_invites'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stripe_payments_enterprise_idx').on(
      t.enterpriseId,
      t.status,
      t.id,
    ),
    index('stripe_payments_user_idx').on(t.enterpriseId, t.userId, t.id),
    index('stripe_payments_subscription_idx').on(
      t.enterpriseId,
      t.subscriptionId,
    ),
    uniqueIndex('stripe_payments_invoice_uq').on(t.invoiceId),
  ],
);

/**
 * An enterprise's link to Stripe and the billing state that is not a history entry: its
 * customer and subscription, a downgrade waiting for the period's end, the last subscription
 * event applied (older ones arriving late are ignored), and which expiry notices were sent.
 */
export const billingAccounts = pgTable('billing_accounts', {
  enterpriseId: integer('enterprise_id').primaryKey(),
  stripeCustomerId: varchar('stripe_customer_id', { length: 100 }).unique(),
  stripeSubscriptionId: varchar('stripe_subscription_id', { length: 100 }),
  stripeSubscriptionItemId: varchar('stripe_subscription_item_id', { length: 100 }),
  /** A downgrade chosen on /packages: applied when the current period ends. */
  pendingPackageId: integer('pending_package_id').references(() => packages.id),
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
  enterpriseId: integer('enterprise_id'),
  /** Stripe's `created`. */
  createdAt: at('created_at').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
