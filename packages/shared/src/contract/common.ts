import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import type { Route } from '../routes/route';

/*
 * The building blocks of the request/response contract. Every route of the API declares its
 * params, query, body and answer from these files; the server validates and serializes with
 * them and the web client takes its types from them, so both sides change together.
 */

/** Path params that are all row ids, e.g. `idParams('id')` for `/Campaign/:id`. */
export function idParams<const K extends string>(...keys: K[]) {
  const shape = Object.fromEntries(keys.map((k) => [k, queryIdSchema])) as { [P in K]: typeof queryIdSchema };
  return z.object(shape);
}

/** The field-name -> messages map of a failed call (SPEC §8 ModelState). */
export const detailsSchema = z.record(z.string(), z.array(z.string()));

const envelope = {
  successful: z.boolean(),
  status: z.number().int(),
  message: z.string().optional(),
  details: detailsSchema.optional(),
};

/** The success wrapper `{ successful, status, data, message?, details? }` around `data`. */
export function wrapped<T extends z.ZodType>(data: T) {
  return z.object({ ...envelope, data });
}

/** A keyset page: the wrapper around one page of items with the cursor of the next (null: last page). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ ...envelope, data: z.array(item), nextCursor: z.string().nullable() });
}

/** The answer of every failed call (errors.ts): data is null, message says why. */
export const errorEnvelopeSchema = z.looseObject({ ...envelope, data: z.null() });

/** A route's schemas; `response` maps each status to the body it answers with. */
export interface EndpointSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: { [status: number]: z.ZodType };
}

/** One call of the API: where it is served (src/routes) and what it takes and answers. */
export interface Endpoint extends Route, EndpointSchemas {}

/** Declares one call of the contract: its route (from src/routes) and its schemas. */
export const endpoint = <const R extends Route, const S extends EndpointSchemas>(route: R, schemas: S): R & S => ({ ...route, ...schemas });

/** An entry's schemas alone, as Fastify takes them (without its method and path). */
export function schemasOf<E extends Endpoint>(entry: E): Omit<E, 'method' | 'path'> {
  const { method: _method, path: _path, ...schemas } = entry;
  return schemas;
}

/** The body a route answers with on success (the union over its 2xx statuses). */
export type ResponseOf<E extends Endpoint> = z.output<E['response'][keyof E['response'] & (200 | 201 | 202 | 204)]>;
/** The `data` of a route's success wrapper. */
export type DataOf<E extends Endpoint> = ResponseOf<E> extends { data: infer D } ? D : never;
/** What a client sends as the body (before the server's transforms). */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
/** What a client sends as the query string. */
export type QueryOf<E extends Endpoint> = E['querystring'] extends z.ZodType ? z.input<E['querystring']> : never;


/** A binary answer (media, audio, files): streamed as is, never serialized. */
export const binaryBody = z.string().meta({ format: 'binary', description: 'The file bytes (its Content-Type says which kind).' });

/** An answer without a body (tus protocol replies, 204s): only status and headers. */
export const noBody = z.undefined().meta({ description: 'No body.' });
