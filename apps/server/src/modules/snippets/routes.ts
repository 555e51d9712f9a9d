import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const snippetRoutes: FastifyPluginAsyncZod = async () => {};
