import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Stripe: checkout, portal, payment method, history and the webhook (docs/api-billing.md). */
export const stripeRoutes: FastifyPluginAsyncZod = async () => {};
