import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
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
    /** 1 means active. */
    StripePayment_Status: smallint('status').notNull().default(1),
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
  ],
);
