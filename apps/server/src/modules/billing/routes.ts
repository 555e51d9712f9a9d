import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { packagesApi, planApi, stripePaymentApi, upgradeRequestApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import { planSummary } from './service';
import { activePackages, assertMemberOf, paymentHistory } from './history';
import { requestUpgrade } from './upgrade-request';
import { packageToWire, paymentToWire } from './wire';
import { serve } from '../../http/serve';

const tags = ['billing'];

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    planApi.summary,
    {
      config: { access: { roles: 'any' } },
      schema: { tags, summary: "The enterprise's package and its usage (jobs, invitations, team seats)" },
    },
    async (req, reply) => ok(reply, await planSummary(ctx, authOf(req))),
  );

  serve(
    app,
    packagesApi.list,
    { config: { access: { roles: 'any' } }, schema: { tags, summary: 'The packages on offer, in the order /packages shows them' } },
    async (_req, reply) => ok(reply, (await activePackages(ctx)).map(packageToWire)),
  );

  serve(
    app,
    upgradeRequestApi.request,
    {
      config: {
        // A person asks (their name goes to the operator): not an API key.
        access: { permission: 'enterprise.manage', sessionOnly: true },
        // Each request emails the operator: a handful an hour per enterprise.
        rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: (req: FastifyRequest) => (req.auth ? `upgrade-${req.auth.enterpriseId}` : req.ip) },
      },
      schema: { tags, summary: 'Without Stripe: email the operator a request for another package (the owner gets a copy)' },
    },
    async (req, reply) => ok(reply, await requestUpgrade(ctx, authOf(req), req.body.fk_Package_ID)),
  );

  serve(
    app,
    stripePaymentApi.byEnterprise,
    {
      config: { access: { permission: 'enterprise.manage', enterpriseQuery: 'fk_Enterprise_ID' } },
      schema: { tags, summary: "The enterprise's payments history, newest first" },
    },
    async (req, reply) => ok(reply, (await paymentHistory(ctx, authOf(req).enterpriseId)).map(paymentToWire)),
  );

  serve(
    app,
    stripePaymentApi.byUser,
    {
      config: { access: { permission: 'enterprise.manage', enterpriseQuery: 'fk_Enterprise_ID' } },
      schema: { tags, summary: 'The history entries of one user of the enterprise, newest first' },
    },
    async (req, reply) => {
      const { enterpriseId } = authOf(req);
      await assertMemberOf(ctx, enterpriseId, req.query.fk_User_ID);
      return ok(reply, (await paymentHistory(ctx, enterpriseId, req.query.fk_User_ID)).map(paymentToWire));
    },
  );
};
