import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as users from './service';
import { serve } from '../../http/serve';
import { userToWire } from './wire';

const signedIn = { roles: 'any' } as const;

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    usersApi.byEmail,
    {
      config: { access: signedIn },
      schema: { tags: ['users'], summary: 'A team member by email' },
    },
    async (req, reply) => ok(reply, userToWire(await users.getUser(ctx, authOf(req), { email: req.params.email }))),
  );

  serve(
    app,
    usersApi.byEnterprise,
    {
      config: { access: { ...signedIn, enterpriseQuery: 'Enterprise_ID' } },
      schema: {
        tags: ['users'],
        summary: "The enterprise's team, optionally searched",
      },
    },
    async (req, reply) => {
      return ok(reply, (await users.listUsers(ctx, authOf(req), req.query.searchText)).map(userToWire));
    },
  );

  serve(
    app,
    usersApi.byId,
    { config: withIds({ access: signedIn }, { id: 'user' }), schema: { tags: ['users'], summary: 'A team member by id' } },
    async (req, reply) => ok(reply, userToWire(await users.getUser(ctx, authOf(req), { id: req.params.id }))),
  );
};
