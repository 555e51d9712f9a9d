import type { FastifyReply } from 'fastify';
import type { ApiResponse } from '@candid/shared';

/** Sends the success wrapper. */
export function ok<T>(
  reply: FastifyReply,
  data: T,
  opts: { status?: number; message?: string; extra?: Record<string, unknown> } = {},
) {
  const status = opts.status ?? 200;
  const body: ApiResponse<T> & Record<string, unknown> = {
    ...opts.extra,
    successful: true,
    status,
    data,
  };
  if (opts.message) body.message = opts.message;
  return reply.code(status).send(body);
}
