import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const teamRoutes: FastifyPluginAsyncZod = async () => {};
