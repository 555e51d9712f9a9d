import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enterprisesApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import * as service from './service';

export const enterpriseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/Enterprise',
    { config: { access: { roles: 'any' } }, schema: { tags: ['enterprises'], summary: "The caller's enterprise, as a list", ...enterprisesApi.mine } },
    async (req, reply) => {
      const { enterpriseId } = authOf(req);
      return ok(reply, [await service.getEnterprise(ctx, authOf(req), enterpriseId)]);
    },
  );

  app.get(
    '/Enterprise/:id',
    { config: { access: { roles: 'any', enterpriseParam: 'id' } }, schema: { tags: ['enterprises'], summary: 'An enterprise (own only)', ...enterprisesApi.byId } },
    async (req, reply) => ok(reply, await service.getEnterprise(ctx, authOf(req), req.params.id)),
  );

  app.put(
    '/Enterprise',
    {
      config: { access: { permission: 'enterprise.manage' } },
      schema: { tags: ['enterprises'], summary: 'Update the company profile', ...enterprisesApi.update },
    },
    async (req, reply) => ok(reply, await service.updateEnterprise(ctx, authOf(req), req.body)),
  );
};
