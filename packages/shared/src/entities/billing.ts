import { z } from 'zod';
import { idSchema, int4 as int, smallint } from './columns';


/** A subscription package (plan) offered on /packages. */
export const packageSchema = z.object({
  pk_Package_ID: int,
  Package_Name: z.string(),
  Package_Description: z.string().nullable(),
  /** The payment provider's price id (the spec's price_id). */
  Package_PriceId: z.string().nullable(),
  Package_PriceCents: int,
  Package_Currency: z.string(),
  Package_Interval: z.string(),
  /** Limits; null means unlimited. */
  Package_MaxJobs: int.nullable(),
  Package_MaxInvites: int.nullable(),
  Package_MaxUsers: int.nullable(),
  Package_DurationDays: int,
  /** What the plan includes beyond its limits, one line each, as /packages lists them. */
  Package_Features: z.array(z.string()),
  /** Billed by use: each launched job is reported to the payment provider as a meter event. */
  Package_Metered: z.boolean(),
  /** Order on /packages (cheapest first). */
  Package_SortOrder: int,
  Package_Active: z.boolean(),
  Package_DateOfCreation: z.string(),
  Package_DateOfLastUpdate: z.string(),
});
export type Package = z.infer<typeof packageSchema>;

/**
 * One entry of an enterprise's payments history (SPEC §3 StripePayment): a paid or failed
 * invoice of its Stripe subscription, or a package the operator assigned. The entry with status
 * 1 (STRIPE_PAYMENT_STATUS.Active) is the package in force; a new period's entry ends the last.
 */
export const stripePaymentSchema = z.object({
  pk_StripePayment_ID: int,
  fk_Enterprise_ID: int,
  /** Who subscribed (Stripe) or the enterprise's owner (operator). */
  fk_User_ID: int,
  fk_Package_ID: int,
  /** The package's name, joined for the history's table. */
  Package_Name: z.string(),
  /** STRIPE_PAYMENT_STATUS: 0 ended, 1 active, 2 failed. */
  StripePayment_Status: smallint,
  /** 'stripe' (an invoice of the subscription) or 'operator' (`npm run billing -- assign`). */
  StripePayment_Source: z.enum(['stripe', 'operator']),
  StripePayment_AmountCents: int,
  StripePayment_Currency: z.string(),
  /** Stripe's hosted invoice page; null for operator entries. */
  StripePayment_InvoiceUrl: z.string().nullable(),
  /** The operator's note, e.g. "Paid by bank transfer, INV-0042". */
  StripePayment_Note: z.string().nullable(),
  StripePayment_ClientID: z.string().nullable(),
  StripePayment_SubscriptionID: z.string().nullable(),
  /** The subscription item id. */
  StripePayment_OptionalField4: z.string().nullable(),
  StripePayment_StartDate: z.string(),
  StripePayment_ExpiryDate: z.string().nullable(),
  /** null means unlimited. */
  StripePayment_RemainingJobs: int.nullable(),
  StripePayment_RemainingInvites: int.nullable(),
  StripePayment_DateOfCreation: z.string(),
  StripePayment_DateOfLastUpdate: z.string(),
});
export type StripePayment = z.infer<typeof stripePaymentSchema>;

/**
 * POST /StripePayment: the owner subscribes the session's enterprise to a package, or changes
 * the subscription's package. Answers where the browser goes next (Stripe Checkout for a first
 * subscription) or what changed (an upgrade now, a downgrade at the period's end).
 */
export const stripePaymentInputSchema = z.object({
  fk_Package_ID: idSchema,
  /** The price chosen on /packages (paymentDetails.price_id); checked against the package. */
  price_id: z.string().trim().max(100).optional(),
});
export type StripePaymentInput = z.infer<typeof stripePaymentInputSchema>;
