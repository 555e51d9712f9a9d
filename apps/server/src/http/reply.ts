import type { FastifyReply } from 'fastify';
import type { ApiResponse } from '@candid/shared';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches a reply of any route, whatever its generics
type AnyReply = FastifyReply<any, any, any, any, any, any, any, any>;
/** The body type the route's declared response schema allows (unknown without one). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the last generic is read
type BodyOf<R> = R extends FastifyReply<any, any, any, any, any, any, any, infer B> ? B : unknown;
/** The `data` of the route's success wrapper, so a service's result is checked against the contract. */
type DataOf<B> = unknown extends B ? unknown : B extends { successful: boolean; data: infer D } ? D : never;
/** Top-level extras the route declares beside the wrapper (e.g. a page's `nextCursor`). */
type ExtraOf<B> = unknown extends B
  ? Record<string, unknown>
  : Omit<Extract<B, { successful: boolean }>, keyof ApiResponse<unknown>>;

/** Sends the success wrapper; `data` (and `extra`) must match the route's response schema. */
export function ok<R extends AnyReply>(
  reply: R,
  data: DataOf<BodyOf<R>>,
  opts: { status?: number; message?: string; extra?: ExtraOf<BodyOf<R>> } = {},
) {
  const status = opts.status ?? 200;
  const body: ApiResponse<unknown> & Record<string, unknown> = {
    ...opts.extra,
    successful: true,
    status,
    data,
  };
  if (opts.message) body.message = opts.message;
  return reply.code(status).send(body);
}
