import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import { planSummary } from './service';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/Subscriber/Plan',
    {
      config: { access: { roles: 'any' } },
      schema: { tags: ['billing'], summary: "The enterprise's package and its usage (jobs, invitations, team seats)", ...planApi.summary },
    },
    async (req, reply) => ok(reply, await planSummary(ctx, authOf(req))),
  );
};
