import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { systemApi } from '@candid/shared';
import { ok } from '../../http/reply';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: { public: true } }, schema: { tags: ['system'], summary: 'Liveness and database check', ...systemApi.health } },
    async (_req, reply) => {
      await app.ctx.db.execute(sql`select 1`);
      return ok(reply, { status: 'ok' });
    },
  );
};
