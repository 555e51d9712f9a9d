import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import * as team from './service';
import { serve } from '../../http/serve';
import { userFromWire, userToWire } from '../users/wire';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    usersApi.update,
    {
      config: { access: { roles: 'any' } },
      schema: {
        tags: ['users'],
        summary: "Update a profile (own, or any member's for the owner); re-activation is gated by the plan",
      },
    },
    async (req, reply) => ok(reply, userToWire(await team.updateMember(ctx, authOf(req), userFromWire(req.body)))),
  );
};
