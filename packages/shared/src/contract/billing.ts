import { z } from 'zod';
import { idSchema, queryIdSchema } from '../entities/columns';
import { packageSchema, stripePaymentInputSchema, stripePaymentSchema } from '../entities/billing';
import { endpoint, wrapped } from './common';
import { packagesRoutes, stripePaymentRoutes, upgradeRequestRoutes, stripeWebhookRoutes, operatorRoutes } from '../routes/billing';

/*
 * Packages and billing (issue 13, docs/api-billing.md). Every amount, limit and state is the
 * server's: the browser never talks to the payment provider and never sees a key. With
 * STRIPE_SECRET_KEY set the owner subscribes through Stripe Checkout and manages the card in
 * Stripe's Customer Portal, and Stripe's signed webhook changes the package; without it billing
 * is offline and the operator assigns packages with `npm run billing -- assign`.
 */

/** GET /Package: the packages on offer, cheapest first (every signed-in member). */
export const packagesApi = {
  list: endpoint(packagesRoutes.list, { response: { 200: wrapped(z.array(packageSchema)) } }),
};

/** Where POST /StripePayment sends the browser, or what it changed. */
export const stripePaymentResultSchema = z.discriminatedUnion('action', [
  /** A first subscription: the browser goes to Stripe Checkout's page. */
  z.object({ action: z.literal('checkout'), url: z.string() }),
  /** An upgrade: in force now (the price difference is prorated on the next invoice). */
  z.object({ action: z.literal('upgraded'), packageName: z.string() }),
  /** A downgrade: the current package stays until the period ends, then this one applies. */
  z.object({ action: z.literal('scheduled'), packageName: z.string(), effectiveAt: z.string() }),
]);
export type StripePaymentResult = z.infer<typeof stripePaymentResultSchema>;

/** The card on file (from Stripe, never stored here); null when there is none. */
export const paymentMethodSchema = z
  .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
  .nullable();
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const stripePaymentApi = {
  /**
   * POST /StripePayment (owner only, 'billing.pay'): subscribe to a package or change it. Offline
   * billing answers 409 MSG.billingOffline; an unknown or inactive package 404 MSG.packageNotFound;
   * the package in force 409 MSG.packageAlreadyActive; Stripe unreachable 503 MSG.billingUnavailable.
   */
  subscribe: endpoint(stripePaymentRoutes.subscribe, { body: stripePaymentInputSchema, response: { 200: wrapped(stripePaymentResultSchema) } }),
  /**
   * GET /StripePayment/GetByEnterprise?fk_Enterprise_ID= ('enterprise.manage'): the enterprise's
   * whole payments history, newest first (the web keeps status 1 as subscriberInfo). Another
   * enterprise's id is a 404.
   */
  byEnterprise: endpoint(stripePaymentRoutes.byEnterprise, {
    querystring: z.object({ fk_Enterprise_ID: queryIdSchema }),
    response: { 200: wrapped(z.array(stripePaymentSchema)) },
  }),
  /** GET /StripePayment/GetByUser?fk_User_ID=&fk_Enterprise_ID=: the entries this user paid for (paymentInfo). */
  byUser: endpoint(stripePaymentRoutes.byUser, {
    querystring: z.object({ fk_User_ID: queryIdSchema, fk_Enterprise_ID: queryIdSchema }),
    response: { 200: wrapped(z.array(stripePaymentSchema)) },
  }),
  /**
   * POST /StripePayment/Portal (owner only): a Stripe Customer Portal session to change the card
   * or cancel; the browser goes to `url` and comes back to /billing-method. 409
   * MSG.noSubscription before the first subscription, MSG.billingOffline offline.
   */
  portal: endpoint(stripePaymentRoutes.portal, { response: { 200: wrapped(z.object({ url: z.string() })) } }),
  /** GET /StripePayment/PaymentMethod ('enterprise.manage'): the card on file, read from Stripe. */
  paymentMethod: endpoint(stripePaymentRoutes.paymentMethod, { response: { 200: wrapped(paymentMethodSchema) } }),
};

/** What POST /Package/RequestUpgrade asks for: the package wanted. */
export const upgradeRequestInputSchema = z.object({ fk_Package_ID: idSchema });
export type UpgradeRequestInput = z.infer<typeof upgradeRequestInputSchema>;

export const upgradeRequestApi = {
  /**
   * POST /Package/RequestUpgrade ('enterprise.manage': owner and admins), offline billing: emails
   * the operator (OPERATOR_CONTACT_EMAIL) the account number, company, current package and the
   * package wanted, and the owner a copy. 400 for a bad body (details.fk_Package_ID); 404
   * MSG.packageNotFound (details.fk_Package_ID) for an unknown or inactive package; 409
   * MSG.packageAlreadyActive for the package in force; 409 MSG.upgradeRequestUnavailable when no
   * operator email is set or Stripe billing is on; 429 past 5 an hour per enterprise.
   */
  request: endpoint(upgradeRequestRoutes.request, {
    body: upgradeRequestInputSchema,
    response: { 200: wrapped(z.object({ packageName: z.string(), sentTo: z.string() })) },
  }),
};

// GET /Subscriber/GetRemainingUsers (SPEC §7) is messagingApi.remainingInvites: invitations are messaging's.

/** POST /Stripe/Webhook: Stripe's events, verified by their Stripe-Signature header. */
export const stripeWebhookApi = {
  receive: endpoint(stripeWebhookRoutes.receive, { response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean().optional() }) } }),
};

// ---------------------------------------------------------------- the operator (offline billing)

/** One enterprise as `npm run billing -- list` prints it. */
export const operatorEnterpriseSchema = z.object({
  enterpriseId: z.number().int(),
  name: z.string(),
  ownerEmail: z.string().nullable(),
  packageName: z.string(),
  expiresAt: z.string().nullable(),
  isPackageExpired: z.boolean(),
  jobs: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
  invites: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
  users: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});
export type OperatorEnterprise = z.infer<typeof operatorEnterpriseSchema>;

export const operatorAssignSchema = z.object({
  enterpriseId: idSchema,
  /** The package's id or its name (case-insensitive). */
  package: z.union([idSchema, z.string().trim().min(1).max(100)]),
  /** When the package ends: an ISO date (the end of that day, UTC) or date-time, in the future. */
  expiresAt: z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
  amountCents: z.number().int().min(0).max(100_000_000).default(0),
  currency: z.string().trim().regex(/^[a-zA-Z]{3}$/).transform((c) => c.toLowerCase()).default('aud'),
  note: z.string().trim().max(500).optional(),
});
export type OperatorAssignInput = z.input<typeof operatorAssignSchema>;

/**
 * The operator's routes under /Operator, for `npm run billing` on the server's machine: they
 * take `Authorization: Bearer <token>` with the token the server writes to DATA_DIR/operator-token
 * at start (or OPERATOR_TOKEN), never a user's session.
 */
export const operatorApi = {
  enterprises: endpoint(operatorRoutes.enterprises, { response: { 200: wrapped(z.array(operatorEnterpriseSchema)) } }),
  packages: endpoint(operatorRoutes.packages, { response: { 200: wrapped(z.array(packageSchema)) } }),
  assign: endpoint(operatorRoutes.assign, { body: operatorAssignSchema, response: { 200: wrapped(stripePaymentSchema) } }),
};
