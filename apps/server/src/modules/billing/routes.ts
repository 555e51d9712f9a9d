import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const billingRoutes: FastifyPluginAsyncZod = async () => {};
