import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemasOf, type Endpoint } from '@candid/shared';

/** A routes plugin's app, typed by the zod provider. */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What a route adds to its contract entry: access, OpenAPI words, limits and hooks. */
export type ServeOptions = Omit<RouteShorthandOptions, 'schema'> & {
  schema: { tags: string[]; summary: string; description?: string; hide?: boolean } & Omit<FastifySchema, 'params' | 'querystring' | 'body' | 'response'>;
};

/** A handler typed by the entry's schemas: `req.params`, `req.query` and `req.body` as they parse. */
export type HandlerOf<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Omit<E, 'method' | 'path'>,
  ZodTypeProvider
>;

/**
 * Mounts one entry of the shared contract at its method and path (packages/shared/src/routes),
 * with its schemas, which validate the request and serialize the answer: the web client builds
 * its requests from the same entry, so a route's path is written once.
 */
export function serve<E extends Endpoint>(app: ZodApp, entry: E, options: ServeOptions, handler: HandlerOf<NoInfer<E>>): void {
  app.route({
    ...options,
    // @fastify/swagger leaves a route of HEAD alone out of the document unless told: this one is a call of its own.
    ...(entry.method === 'HEAD' ? { config: { ...options.config, swagger: { exposeHeadRoute: true } } } : {}),
    method: entry.method,
    url: entry.path,
    schema: { ...options.schema, ...schemasOf(entry) },
    handler: handler as RouteHandlerMethod,
  });
}
