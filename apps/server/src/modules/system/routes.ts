import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { MSG, systemApi } from '@candid/shared';
import { HttpError } from '../../http/errors';
import { ok } from '../../http/reply';
import { assertMayReadMetrics } from './policy';
import { readinessFailures } from './readiness';
import { serve } from '../../http/serve';

const open = { access: { public: true } } as const;

/** Liveness and readiness, under /api: load balancers and orchestrators probe them. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, systemApi.health, { config: open, schema: { tags: ['system'], summary: 'Liveness and database check' } }, async (_req, reply) => {
    await app.ctx.db.execute(sql`select 1`);
    return ok(reply, { status: 'ok' });
  });

  serve(
    app,
    systemApi.ready,
    { config: open, schema: { tags: ['system'], summary: 'Readiness: database, media store and migrations; 503 while shutting down' } },
    async (_req, reply) => {
      if (app.shutdown.draining) throw new HttpError(503, MSG.notReady, { draining: ['the server is shutting down'] });
      const failures = await readinessFailures(app.ctx);
      if (Object.keys(failures).length) throw new HttpError(503, MSG.notReady, failures);
      return ok(reply, { status: 'ready' });
    },
  );
};

/** Prometheus metrics at /metrics, outside /api: text, not an API call (left out of the OpenAPI document). */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/metrics', { config: open, schema: { hide: true } }, async (req, reply) => {
    assertMayReadMetrics(app.ctx.config, req.headers.authorization);
    const text = await app.ctx.metrics.scrape();
    return reply.header('cache-control', 'no-store').type(app.ctx.metrics.contentType).send(text);
  });
};
