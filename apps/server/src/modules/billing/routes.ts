import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { packagesApi, planApi, stripePaymentApi, upgradeRequestApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import { planSummary } from './service';
import { activePackages, assertMemberOf, paymentHistory } from './history';
import { requestUpgrade } from './upgrade-request';

const tags = ['billing'];

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/Subscriber/Plan',
    {
      config: { access: { roles: 'any' } },
      schema: { tags, summary: "The enterprise's package and its usage (jobs, invitations, team seats)", ...planApi.summary },
    },
    async (req, reply) => ok(reply, await planSummary(ctx, authOf(req))),
  );

  app.get(
    '/Package',
    { config: { access: { roles: 'any' } }, schema: { tags, summary: 'The packages on offer, in the order /packages shows them', ...packagesApi.list } },
    async (_req, reply) => ok(reply, await activePackages(ctx.db)),
  );

  app.post(
    '/Package/RequestUpgrade',
    {
      config: {
        // A person asks (their name goes to the operator): not an API key.
        access: { permission: 'enterprise.manage', sessionOnly: true },
        // Each request emails the operator: a handful an hour per enterprise.
        rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: (req: FastifyRequest) => (req.auth ? `upgrade-${req.auth.enterpriseId}` : req.ip) },
      },
      schema: { tags, summary: 'Without Stripe: email the operator a request for another package (the owner gets a copy)', ...upgradeRequestApi.request },
    },
    async (req, reply) => ok(reply, await requestUpgrade(ctx, authOf(req), req.body.fk_Package_ID)),
  );

  app.get(
    '/StripePayment/GetByEnterprise',
    {
      config: { access: { permission: 'enterprise.manage', enterpriseQuery: 'fk_Enterprise_ID' } },
      schema: { tags, summary: "The enterprise's payments history, newest first", ...stripePaymentApi.byEnterprise },
    },
    async (req, reply) => ok(reply, await paymentHistory(ctx.db, authOf(req).enterpriseId)),
  );

  app.get(
    '/StripePayment/GetByUser',
    {
      config: { access: { permission: 'enterprise.manage', enterpriseQuery: 'fk_Enterprise_ID' } },
      schema: { tags, summary: 'The history entries of one user of the enterprise, newest first', ...stripePaymentApi.byUser },
    },
    async (req, reply) => {
      const { enterpriseId } = authOf(req);
      await assertMemberOf(ctx.db, enterpriseId, req.query.fk_User_ID);
      return ok(reply, await paymentHistory(ctx.db, enterpriseId, req.query.fk_User_ID));
    },
  );
};
