/**
 * The API contract as the server declares it, for checking the replies tests stub.
 *
 * Each entry of the contract (packages/shared/src/contract: `campaignsApi.byId`, …) carries its
 * method and path (packages/shared/src/routes) and its response schemas, and the server mounts
 * every entry at its route (apps/server/src/http/serve.ts): a stubbed reply is checked against the
 * schema the server serializes that route's answer with.
 */
import { z } from 'zod';
import * as shared from '@candid/shared';
import { errorEnvelopeSchema, type Endpoint } from '@candid/shared';

export interface ContractRoute {
  method: string;
  /** The route as the server serves it, with /api: '/api/Campaign/:id'. */
  path: string;
  /** The contract's name of it: 'campaignsApi.byId'. */
  name: string;
  endpoint: Endpoint;
  segments: { literal: string | null }[];
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every entry of every group of the contract (`…Api`), at its method and path. */
export const contractRoutes: readonly ContractRoute[] = Object.entries(shared as unknown as Record<string, unknown>)
  .filter(([group, value]) => group.endsWith('Api') && typeof value === 'object' && value !== null)
  .flatMap(([group, value]) =>
    Object.entries(value as Record<string, unknown>).flatMap(([name, entry]) => {
      if (!isEndpoint(entry)) return [];
      const path = `/api${entry.path}`;
      return [{ method: entry.method, path, name: `${group}.${name}`, endpoint: entry, segments: path.split('/').map((s) => ({ literal: s.startsWith(':') ? null : s })) }];
    }),
  );

/**
 * The contract route a request reaches, as Fastify picks it (apps/server/src/app.ts: paths are
 * case-insensitive and a trailing slash is ignored): of the routes whose path matches, the one
 * with a literal segment where the others have a param, first from the left.
 */
export function contractRouteOf(method: string, pathname: string): ContractRoute | undefined {
  const parts = pathname.replace(/(.)\/$/, '$1').split('/');
  const candidates = contractRoutes.filter(
    (r) =>
      r.method === method.toUpperCase() &&
      r.segments.length === parts.length &&
      r.segments.every((s, i) =>
        s.literal === null ? parts[i] !== '' : s.literal.toLowerCase() === decodeURIComponent(parts[i]).toLowerCase(),
      ),
  );
  const rank = (r: ContractRoute) => r.segments.map((s) => (s.literal === null ? '1' : '0')).join('');
  return candidates.sort((a, b) => rank(a).localeCompare(rank(b)))[0];
}

/** Fields of `input` that `output` (what the schema keeps) has not: the server strips them. */
function droppedFields(input: unknown, output: unknown, at: string, out: string[]) {
  if (Array.isArray(input) && Array.isArray(output)) {
    input.forEach((item, i) => droppedFields(item, output[i], `${at}[${i}]`, out));
  } else if (isPlainObject(input) && isPlainObject(output)) {
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue; // JSON leaves it out anyway
      if (!(key in output)) out.push(`${at}.${key}`);
      else droppedFields(value, output[key], `${at}.${key}`, out);
    }
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What is wrong with answering `method pathname` with this status and body, measured against the
 * contract: null when the server could send it. A success must be a status the route declares
 * and a body its schema encodes unchanged (no field the serializer would drop); a failure must be
 * the error wrapper every route answers failures with.
 */
export function contractProblem(method: string, pathname: string, status: number, body: unknown): string | null {
  const route = contractRouteOf(method, pathname);
  const request = `${method.toUpperCase()} ${pathname}`;
  if (!route) return `${request}: the server has no route for it (no entry of the contract, packages/shared/src/contract, is served there)`;
  const where = `${request} (${route.name}, ${route.method} ${route.path}) answering ${status}`;

  if (isPlainObject(body) && typeof body.status === 'number' && body.status !== status) {
    return `${where}: the wrapper says status ${body.status}; the server's wrapper repeats the HTTP status`;
  }
  if (status >= 400) {
    const result = errorEnvelopeSchema.safeParse(body);
    return result.success ? null : `${where}: not the error wrapper\n${z.prettifyError(result.error)}`;
  }
  const declared = Object.keys(route.endpoint.response);
  const schema = route.endpoint.response[status];
  if (!schema) return `${where}: the route answers ${declared.join(' or ')}, never ${status}`;
  const result = z.safeEncode(schema, body as never);
  if (!result.success) return `${where}: the reply is not what the contract says\n${z.prettifyError(result.error)}`;
  const dropped: string[] = [];
  droppedFields(body, result.data, '', dropped);
  if (dropped.length > 0) {
    const fields = dropped.map((f) => f.replace(/^\./, '')).join(', ');
    return `${where}: the contract has no field ${fields} (the server's serializer drops it, so the client never sees it)`;
  }
  return null;
}
