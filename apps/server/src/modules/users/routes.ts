import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryIdSchema, userUpdateSchema } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import * as users from './service';

const id = queryIdSchema;
const signedIn = { roles: 'any' } as const;

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/User/GetUserByEmail/:email',
    {
      config: { access: signedIn },
      schema: { tags: ['users'], summary: 'A team member by email', params: z.object({ email: z.string().min(3).max(254) }) },
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
        querystring: z.object({ Enterprise_ID: id, searchText: z.string().max(100).optional() }),
      },
    },
    async (req, reply) => {
      const { enterpriseId } = authOf(req);
      return ok(reply, await users.listUsers(ctx, authOf(req), req.query.searchText));
    },
  );

  app.get(
    '/User/:id',
    { config: { access: signedIn }, schema: { tags: ['users'], summary: 'A team member by id', params: z.object({ id }) } },
    async (req, reply) => ok(reply, await users.getUser(ctx, authOf(req), { id: req.params.id })),
  );

  app.put(
    '/User',
    {
      config: { access: signedIn },
      schema: { tags: ['users'], summary: 'Update a profile (own, or any member for the owner)', body: userUpdateSchema },
    },
    async (req, reply) => ok(reply, await users.updateUser(ctx, authOf(req), req.body)),
  );
};
