import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enterprisesApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import * as service from './service';
import { serve } from '../../http/serve';
import { enterpriseFromWire, enterpriseToWire } from './wire';

export const enterpriseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    enterprisesApi.mine,
    { config: { access: { roles: 'any' } }, schema: { tags: ['enterprises'], summary: "The caller's enterprise, as a list" } },
    async (req, reply) => {
      const { enterpriseId } = authOf(req);
      return ok(reply, [enterpriseToWire(await service.getEnterprise(ctx, authOf(req), enterpriseId))]);
    },
  );

  serve(
    app,
    enterprisesApi.byId,
    { config: { access: { roles: 'any', enterpriseParam: 'id' } }, schema: { tags: ['enterprises'], summary: 'An enterprise (own only)' } },
    async (req, reply) => ok(reply, enterpriseToWire(await service.getEnterprise(ctx, authOf(req), req.params.id))),
  );

  serve(
    app,
    enterprisesApi.update,
    {
      config: { access: { permission: 'enterprise.manage' } },
      schema: { tags: ['enterprises'], summary: 'Update the company profile' },
    },
    async (req, reply) => ok(reply, enterpriseToWire(await service.updateEnterprise(ctx, authOf(req), enterpriseFromWire(req.body)))),
  );
};
