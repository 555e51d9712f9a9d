import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The operator's routes for `npm run billing` (docs/api-billing.md). */
export const operatorRoutes: FastifyPluginAsyncZod = async () => {};
