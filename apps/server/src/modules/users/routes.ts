import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as users from './service';

const signedIn = { roles: 'any' } as const;

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/User/GetUserByEmail/:email',
    {
      config: { access: signedIn },
      schema: { tags: ['users'], summary: 'A team member by email', ...usersApi.byEmail },
    },
    async (req, reply) => ok(reply, await users.getUser(ctx, authOf(req), { email: req.params.email })),
  );

  app.get(
    '/User/GetUserByEnterpriseId',
    {
      config: { access: { ...signedIn, enterpriseQuery: 'Enterprise_ID' } },
      schema: {
        tags: ['users'],
        summary: "The enterprise's team, optionally searched",
        ...usersApi.byEnterprise,
      },
    },
    async (req, reply) => {
      return ok(reply, await users.listUsers(ctx, authOf(req), req.query.searchText));
    },
  );

  app.get(
    '/User/:id',
    { config: withIds({ access: signedIn }, { id: 'user' }), schema: { tags: ['users'], summary: 'A team member by id', ...usersApi.byId } },
    async (req, reply) => ok(reply, await users.getUser(ctx, authOf(req), { id: req.params.id })),
  );
};
