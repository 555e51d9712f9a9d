import type { Route } from './route';

/** Where each call of `packagesApi` (contract/billing.ts) is served, under /api. */
export const packagesRoutes = {
  list: { method: 'GET', path: '/Package' },
} as const satisfies Record<string, Route>;

/** Where each call of `stripePaymentApi` (contract/billing.ts) is served, under /api. */
export const stripePaymentRoutes = {
  subscribe: { method: 'POST', path: '/StripePayment' },
  byEnterprise: { method: 'GET', path: '/StripePayment/GetByEnterprise' },
  byUser: { method: 'GET', path: '/StripePayment/GetByUser' },
  portal: { method: 'POST', path: '/StripePayment/Portal' },
  paymentMethod: { method: 'GET', path: '/StripePayment/PaymentMethod' },
} as const satisfies Record<string, Route>;

/** Where each call of `upgradeRequestApi` (contract/billing.ts) is served, under /api. */
export const upgradeRequestRoutes = {
  request: { method: 'POST', path: '/Package/RequestUpgrade' },
} as const satisfies Record<string, Route>;

/** Where each call of `stripeWebhookApi` (contract/billing.ts) is served, under /api. */
export const stripeWebhookRoutes = {
  receive: { method: 'POST', path: '/Stripe/Webhook' },
} as const satisfies Record<string, Route>;

/** Where each call of `operatorApi` (contract/billing.ts) is served, under /api. */
export const operatorRoutes = {
  enterprises: { method: 'GET', path: '/Operator/Enterprises' },
  packages: { method: 'GET', path: '/Operator/Packages' },
  assign: { method: 'POST', path: '/Operator/Assign' },
} as const satisfies Record<string, Route>;
