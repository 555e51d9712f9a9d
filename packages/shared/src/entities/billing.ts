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
  Package_Active: z.boolean(),
  Package_DateOfCreation: z.string(),
  Package_DateOfLastUpdate: z.string(),
});
export type Package = z.infer<typeof packageSchema>;

/** An enterprise's subscription (SPEC §3 StripePayment); status 1 means active. */
export const stripePaymentSchema = z.object({
  pk_StripePayment_ID: int,
  fk_Enterprise_ID: int,
  fk_User_ID: int,
  fk_Package_ID: int,
  StripePayment_Status: smallint,
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

/** POST /StripePayment: subscribe the session's enterprise to a package. */
export const stripePaymentInputSchema = z.object({
  fk_Package_ID: idSchema,
  /** The price chosen on /packages (paymentDetails.price_id); checked against the package. */
  price_id: z.string().trim().max(100).optional(),
});
export type StripePaymentInput = z.infer<typeof stripePaymentInputSchema>;
