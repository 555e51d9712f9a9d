import { MSG, type ApiResponse, type BodyOf, type DataOf, type Endpoint, type EndpointAt, type QueryOf, type ResponseOf } from '@candid/shared';
import { pathOf, type Method, type PathParamNames, type Route } from '@candid/shared/routes';

export const API_BASE = '/api';

/** The address of a route with its params filled in, for a link, a download or a <video src>. */
export const urlOf = (route: Route, params?: Record<string, string | number>) => API_BASE + pathOf(route, params);

/** A failed call, normalised as SPEC §8 describes: no response means status NaN. */
export class ApiError extends Error {
  readonly status: number;
  readonly details?: Record<string, string[]>;
  /** The message the server sent, if any (message falls back to 'Something went wrong'). */
  readonly serverMessage?: string;

  constructor(status: number, serverMessage?: string, details?: Record<string, string[]>) {
    super(serverMessage || MSG.somethingWentWrong);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage || undefined;
    this.details = details;
  }

  /** Every message of the details (ModelState), flattened. */
  get detailMessages(): string[] {
    return Object.values(this.details ?? {}).flat();
  }

  /** True when the request never got an answer (network down, server unreachable). */
  get isNetworkError(): boolean {
    return Number.isNaN(this.status);
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: Method;
  query?: Record<string, QueryValue>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** The login call answers 401 for bad credentials; it must not bounce to /login. */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
}

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  window.localStorage.clear();
  window.location.assign('/login');
};

/** The app installs a handler that also clears the query cache and navigates in-app. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = previous;
  };
}

function buildUrl(path: string, query?: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(typeof query === 'object' && query !== null ? query : {}) as [string, unknown][]) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function isWrapper(body: unknown): body is Partial<ApiResponse<unknown>> {
  return typeof body === 'object' && body !== null && 'successful' in body;
}

/**
 * Calls the API and returns its wrapper `{ successful, status, data, message?, details? }`, its
 * data unknown: the app's calls go through {@link apiCall}, typed from the shared contract.
 * Throws {@link ApiError} when the call fails or the wrapper says it was unsuccessful.
 */
export function apiRequest(path: string, options: RequestOptions = {}): Promise<ApiResponse<unknown>> {
  return send<ApiResponse<unknown>>(path, options);
}

/** The request behind {@link apiRequest} and {@link apiCall}; R is the wrapper the route answers with. */
async function send<R>(path: string, options: Omit<RequestOptions, 'query' | 'json'> & { query?: unknown; json?: unknown }): Promise<R> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body,
      signal: options.signal,
    });
  } catch {
    throw new ApiError(Number.NaN);
  }

  let parsed: unknown = null;
  try {
    const text = await response.text();
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const wrapper = isWrapper(parsed) ? parsed : null;

  if (response.status === 401 && !options.skipAuthRedirect) {
    onUnauthorized();
  }

  if (!response.ok || wrapper?.successful === false) {
    throw new ApiError(response.status, wrapper?.message, wrapper?.details ?? undefined);
  }

  if (!wrapper) {
    // A success without the wrapper (e.g. 204): keep the body as the data.
    return { successful: true, status: response.status, data: parsed } as R;
  }
  return {
    // Keeps top-level extras of the wrapper (e.g. the list's keyset `nextCursor`).
    ...(wrapper as Record<string, unknown>),
    successful: true,
    status: typeof wrapper.status === 'number' ? wrapper.status : response.status,
    data: wrapper.data,
    message: wrapper.message,
    details: wrapper.details,
  } as R;
}

/** A route's path params, named by its template (`/Comment/:id` takes `{ id }`). */
type ParamsOf<R extends Route> = [PathParamNames<R['path']>] extends [never] ? { params?: never } : { params: Record<PathParamNames<R['path']>, string | number> };

/** What a call of one contract route sends: its params, body and query typed from the route's entry. */
export type CallOptions<R extends Route> = Omit<RequestOptions, 'json' | 'query' | 'method'> &
  ParamsOf<R> & {
    json?: BodyOf<EndpointAt<R>>;
    query?: QueryOf<EndpointAt<R>>;
  };

/** A call's options argument: required when its path has params. */
export type CallArgs<R extends Route> = [PathParamNames<R['path']>] extends [never] ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/**
 * Calls one route of the shared contract, named by its route (`apiCall(commentsRoutes.remove,
 * { params: { id } })`): the method and path come from the route, with its params filled in; the
 * body and query are checked against the entry's request schemas and the answer is typed from its
 * response schema, which the server serializes with. The routes are plain data
 * (@candid/shared/routes); the contract's zod schemas are only types here, since importing them as
 * values would build every one of them on each page load.
 */
export async function apiCall<R extends Route>(route: R, ...[options]: CallArgs<R>): Promise<Answer<EndpointAt<R>>> {
  const { params, ...rest } = (options ?? {}) as CallOptions<R> & { params?: Record<string, string | number> };
  return send<Answer<EndpointAt<R>>>(pathOf(route, params), { ...rest, method: route.method });
}

/** The success wrapper of a contract route (its `data` readable in generic code too). */
export type Answer<E extends Endpoint> = ResponseOf<E> & ApiResponse<DataOf<E>>;

/** Extracts a user-facing message from anything thrown by a call. */
export function errorMessage(error: unknown, fallback: string = MSG.somethingWentWrong): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}
