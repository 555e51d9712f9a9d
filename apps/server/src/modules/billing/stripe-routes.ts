import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stripePaymentApi, stripeWebhookApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import { HttpError, notFound } from '../../http/errors';
import { paymentMethod, portal, subscribe } from './stripe-service';
import { receiveStripeEvent } from './stripe-webhook';
import { serve } from '../../http/serve';
import { fromWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';

/** Stripe: checkout, portal, payment method and the webhook (docs/api-billing.md). */
export const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    stripePaymentApi.subscribe,
    {
      config: { access: { permission: 'billing.pay', sessionOnly: true } },
      schema: { tags: ['billing'], summary: "Subscribe to a package (Stripe Checkout) or change the subscription's package" },
    },
    async (req, reply) => ok(reply, await subscribe(ctx, authOf(req), fromWire(wireNames.stripePayments, req.body))),
  );

  serve(
    app,
    stripePaymentApi.portal,
    {
      config: { access: { permission: 'billing.pay', sessionOnly: true } },
      schema: { tags: ['billing'], summary: "A Stripe Customer Portal session for the enterprise's card and subscription" },
    },
    async (req, reply) => ok(reply, await portal(ctx, authOf(req))),
  );

  serve(
    app,
    stripePaymentApi.paymentMethod,
    {
      config: { access: { permission: 'enterprise.manage' } },
      schema: { tags: ['billing'], summary: 'The card on file (read from Stripe); null offline or without one' },
    },
    async (req, reply) => ok(reply, await paymentMethod(ctx, authOf(req))),
  );

  // The webhook reads its body as bytes (the signature is over them): its own JSON parser, in
  // a plugin of its own so every other route keeps the normal one.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    serve(
      hook,
      stripeWebhookApi.receive,
      {
        // Stripe calls it; the signature, not a session, says who is calling.
        config: { access: { public: true } },
        schema: { tags: ['billing'], summary: "Stripe's events, verified by the Stripe-Signature header" },
      },
      async (req, reply) => {
        const payments = ctx.payments;
        if (!payments) throw notFound();
        const signature = req.headers['stripe-signature'];
        const raw = Buffer.isBuffer(req.body) ? req.body : null;
        const event = raw ? payments.verifyEvent(raw, typeof signature === 'string' ? signature : undefined) : null;
        if (!event) throw new HttpError(400, 'Invalid signature');
        return reply.send(await receiveStripeEvent({ ...ctx, payments }, event));
      },
    );
  });
};
