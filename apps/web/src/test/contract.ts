/**
 * The API contract as the server declares it, for checking the replies tests stub.
 *
 * The contract's route objects (packages/shared/src/contract: `campaignsApi.byId`, …) carry each
 * route's response schemas but not its method and path: the server's route files join the two,
 * `app.get('/Campaign/:id', { schema: { …, ...campaignsApi.byId } }, …)`. This file reads those
 * files as text and builds the table method + path -> contract route, so a stubbed reply is
 * checked against the schema the server serializes that route's answer with.
 */
import { z } from 'zod';
import * as shared from '@candid/shared';
import { errorEnvelopeSchema, type Endpoint } from '@candid/shared';

/**
 * The server's route files, read from disk: the tests run in Node. (A raw `import.meta.glob` is
 * refused by Vite's fs allow list when Vitest runs with a relative --root, as scripts/test.sh
 * does; the web's types have no Node, hence the minimal types of getBuiltinModule.)
 */
function readRouteFiles(): Record<string, string> {
  interface Fs {
    readdirSync(dir: string, options: { recursive: true }): string[];
    readFileSync(file: string, encoding: 'utf8'): string;
  }
  const { process } = globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): Fs } };
  const fs = process.getBuiltinModule('node:fs');
  // A path cut from this file's URL: fs takes no jsdom URL, and Vite rewrites `new URL(…, import.meta.url)`.
  const here = decodeURIComponent(import.meta.url.replace(/^file:\/\//, ''));
  const src = here.replace(/apps\/web\/src\/test\/[^/]+$/, 'apps/server/src/');
  const files = fs.readdirSync(src, { recursive: true }).filter((f) => /(^|[/-])routes\.ts$/.test(f)).sort();
  if (files.length === 0) throw new Error(`No route files under ${src}: has the server moved them?`);
  return Object.fromEntries(files.map((f) => [`apps/server/src/${f}`, fs.readFileSync(src + f, 'utf8')]));
}
const routeFiles = readRouteFiles();

export interface ContractRoute {
  method: string;
  /** The route as the server registers it, with /api: '/api/Campaign/:id'. */
  path: string;
  /** The contract's name of it: 'campaignsApi.byId'. */
  name: string;
  endpoint: Endpoint;
  file: string;
  segments: { literal: string | null }[];
}

/**
 * `app.get('/path', …` or `app.get(`${base}/start`, …` or `app.get(base, …`, of `app` or a scoped
 * instance (`api.post(`, `hook.post(`); `base` a string constant of the file. Every route read is
 * taken to be under /api (app.ts); the ones outside it, the careers pages' HTML
 * (`app.get<…>('/careers/…'`) and the dev mailbox, are not fetched by the web app. A route this
 * misses is not silent: a test stubbing it is told the server has no such route.
 */
const REGISTRATION = /\b\w+\.(get|post|put|patch|delete|head)\(\s*(?:(['"`])([^'"`]*)\2|([A-Za-z_]\w*))\s*,/g;
const SPREAD = /\.\.\.(\w+Api)\.(\w+)/;

function parseRoutes(): { routes: ContractRoute[]; unresolved: string[] } {
  const routes: ContractRoute[] = [];
  const unresolved: string[] = [];
  const exports = shared as unknown as Record<string, Record<string, Endpoint> | undefined>;
  for (const [file, source] of Object.entries(routeFiles)) {
    const matches = [...source.matchAll(REGISTRATION)];
    const constant = (name: string) => new RegExp(`\\bconst ${name} = (['"])([^'"]*)\\1`).exec(source)?.[2];
    /** The paths a registration's path stands for: its text, or what its identifier is. */
    const pathsOf = (m: RegExpMatchArray): string[] | undefined => {
      if (m[3] !== undefined) return [m[3]];
      const value = constant(m[4]);
      if (value !== undefined) return [value];
      // The parameter of a function that registers routes: `const monthly = (url: string, …) =>
      // app.get(url, …)`, called as `monthly('/Campaign/GetCampaignsPerMonth/…', …)`.
      const fn = new RegExp(`\\bconst (\\w+) = \\(${m[4]}: string\\b`).exec(source)?.[1];
      if (fn === undefined) return undefined;
      return [...source.matchAll(new RegExp(`\\b${fn}\\(\\s*(['"])([^'"]*)\\1`, 'g'))].map((call) => call[2]);
    };
    matches.forEach((m, i) => {
      // The route's options run until the next registration.
      const options = source.slice(m.index, matches[i + 1]?.index ?? source.length);
      const method = m[1].toUpperCase();
      const written = pathsOf(m);
      if (written === undefined) {
        if (SPREAD.test(options)) unresolved.push(`${method} ${m[4]} (${file}): the path is no string constant of the file`);
        return;
      }
      for (const w of written) {
        if (!w.startsWith('/') && !w.startsWith('${')) continue; // a Map's get, not a route
        // A `${kind}` that is no constant of the file is one route per value: a param matches each.
        const path = `/api${w.replace(/\$\{(\w+)\}/g, (_, name: string) => constant(name) ?? ':param')}`;
        const spread = SPREAD.exec(options);
        const endpoint = spread ? exports[spread[1]]?.[spread[2]] : undefined;
        if (!spread || !endpoint?.response) {
          unresolved.push(`${method} ${path} (${file})${spread ? `: ${spread[1]}.${spread[2]} is not in @candid/shared` : ''}`);
          continue;
        }
        routes.push({
          method,
          path,
          name: `${spread[1]}.${spread[2]}`,
          endpoint,
          file,
          segments: path.split('/').map((s) => ({ literal: s.startsWith(':') ? null : s })),
        });
      }
    });
  }
  return { routes, unresolved };
}

const parsed = parseRoutes();
/** Every route of the server's route files that names its contract route. */
export const contractRoutes: readonly ContractRoute[] = parsed.routes;
/** Registrations whose contract route could not be found (dev-only routes without a schema). */
export const unresolvedRoutes: readonly string[] = parsed.unresolved;

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
  if (!route) return `${request}: the server has no route for it in its route files (apps/server/src/**/*routes.ts)`;
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
