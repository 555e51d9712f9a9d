import { vi } from 'vitest';

export interface MockReply {
  status: number;
  body?: unknown;
}

type Handler = (url: URL, init: RequestInit) => MockReply | Promise<MockReply>;

export interface MockRoute {
  method: string;
  /** Matched against the path (without query), e.g. '/api/token' or a RegExp. */
  path: string | RegExp;
  reply: MockReply | Handler;
}

/** A wrapper response as the server sends it. */
export const ok = <T>(data: T, status = 200, message?: string): MockReply => ({
  status,
  body: { successful: true, status, data, ...(message ? { message } : {}) },
});

export const fail = (status: number, message?: string, details?: Record<string, string[]>): MockReply => ({
  status,
  body: { successful: false, status, data: null, ...(message ? { message } : {}), ...(details ? { details } : {}) },
});

/**
 * Replaces global fetch with a router over `routes`; unknown calls answer 404 so a test
 * never reaches the network. Returns the mock to inspect calls.
 */
export function mockApi(routes: MockRoute[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const route = routes.find(
      (r) =>
        r.method === method &&
        (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname)),
    );
    const reply = route
      ? typeof route.reply === 'function'
        ? await route.reply(url, init)
        : route.reply
      : fail(404, 'Not found');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `path`, as [URL, init] pairs. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => [new URL(String(input), 'http://localhost'), init ?? {}] as const)
    .filter(([url]) => url.pathname === path);
}
