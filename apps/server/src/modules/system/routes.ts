import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { ok } from '../../http/reply';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: { public: true } }, schema: { tags: ['system'], summary: 'Liveness and database check' } },
    async (_req, reply) => {
      await app.ctx.db.execute(sql`select 1`);
      return ok(reply, { status: 'ok' });
    },
  );
};
