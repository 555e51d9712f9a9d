/*
 * Where every call of the API is served: its method and its path under /api, in Fastify's form
 * (`/Comment/:id`). The contract's entries (src/contract) are built on these, the server mounts
 * each entry at its route, and the web client builds its requests from them, so a path is written
 * once. Plain data, no zod: the web imports these as values (package.json "./routes").
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** One call's method and path template. */
export interface Route {
  readonly method: Method;
  readonly path: string;
}

/** The names of a path template's params: `'/a/:id/:ref'` → `'id' | 'ref'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path template with its params filled in, each value URI-encoded. */
export function pathOf(route: Route, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
