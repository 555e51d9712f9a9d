import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import * as team from './service';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.put(
    '/User',
    {
      config: { access: { roles: 'any' } },
      schema: {
        tags: ['users'],
        summary: "Update a profile (own, or any member's for the owner); re-activation is gated by the plan",
        ...usersApi.update,
      },
    },
    async (req, reply) => ok(reply, await team.updateMember(ctx, authOf(req), req.body)),
  );
};
