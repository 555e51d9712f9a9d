import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG, type ApiResponse } from '@candid/shared';

/** An error that becomes a wrapper response with its status, message and details. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, string[]>,
    /** Extra top-level fields (e.g. OAuth2 `error`). */
    readonly extra?: Record<string, unknown>,
    /** Response headers (e.g. Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, MSG.notFound);
export const forbidden = () => new HttpError(403, MSG.forbidden);
export const badRequest = (message: string, details?: Record<string, string[]>) =>
  new HttpError(400, message, details);

export function sendError(reply: FastifyReply, err: HttpError) {
  const body: ApiResponse<null> & Record<string, unknown> = {
    ...err.extra,
    successful: false,
    status: err.status,
    data: null,
    message: err.message,
  };
  if (err.details) body.details = err.details;
  if (err.headers) reply.headers(err.headers);
  return reply.code(err.status).type('application/json; charset=utf-8').send(body);
}

function fieldName(path: string, context?: string): string {
  const name = path.replace(/^\//, '').replace(/\//g, '.');
  return name || context || 'request';
}

/**
 * PostgreSQL's SQLSTATE of a failed query (pg and PGlite set `code`; drizzle wraps the driver's
 * error in `cause`).
 */
function sqlState(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** Converts every error into the wrapper; nothing reaches the client as an HTML 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) return sendError(reply, error);

    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const details: Record<string, string[]> = {};
      for (const v of error.validation ?? []) {
        const key = fieldName(v.instancePath ?? '', error.validationContext);
        (details[key] ??= []).push(v.message ?? 'Invalid value');
      }
      return sendError(reply, new HttpError(400, MSG.validationFailed, details));
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, new HttpError(429, MSG.tooManyRequests));
    if (status === 413) return sendError(reply, new HttpError(413, MSG.payloadTooLarge));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, empty body...
      const field = error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'body' : 'request';
      return sendError(
        reply,
        new HttpError(status, MSG.validationFailed, { [field]: [error.message] }),
      );
    }
    // Bad input that a route's schema should have refused: the client gets a 400, and the log
    // says which schema to tighten.
    if (isBadData(error)) {
      request.log.error({ err: error, sqlState: sqlState(error), url: request.url }, 'bug: bad input reached the database or a date');
      return sendError(reply, new HttpError(400, MSG.validationFailed, { request: [MSG.valueNotStorable] }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new HttpError(500, MSG.somethingWentWrong));
  });
}

/**
 * A PostgreSQL data exception (class 22: a number out of the column's range, text it cannot
 * store, an impossible date) or an invalid Date met in the code.
 */
function isBadData(error: unknown): boolean {
  if (sqlState(error)?.startsWith('22')) return true;
  return error instanceof RangeError && /invalid time value/i.test(error.message);
}
