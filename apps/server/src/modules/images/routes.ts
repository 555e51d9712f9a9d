import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const imageRoutes: FastifyPluginAsyncZod = async () => {};
