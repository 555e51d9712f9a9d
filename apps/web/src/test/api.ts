import { vi } from 'vitest';
import { contractProblem } from './contract';

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
  /**
   * Why this reply is not checked against the contract (src/test/contract.ts). Only for replies
   * the server never sends on purpose, e.g. a proxy's bodyless 502 for the client's own tests.
   */
  unchecked?: string;
}

/** A wrapper response as the server sends it. */
export const ok = <T>(data: T, status = 200, message?: string): MockReply => ({
  status,
  body: { successful: true, status, data, ...(message ? { message } : {}) },
});

/** One page of a keyset list (the `paged` wrapper): its items and the cursor of the next page. */
export const okPage = <T>(items: T[], nextCursor: string | null = null): MockReply => ({
  status: 200,
  body: { successful: true, status: 200, data: items, nextCursor },
});

export const fail = (status: number, message?: string, details?: Record<string, string[]>): MockReply => ({
  status,
  body: { successful: false, status, data: null, ...(message ? { message } : {}), ...(details ? { details } : {}) },
});

/** Replies served this test that the server could not have sent; setup.ts fails the test on them. */
const violations: string[] = [];

/** The contract violations of the replies served since the last call, and forgets them. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

function violation(problem: string) {
  return `A stubbed reply breaks the API contract (packages/shared/src/contract):\n${problem}`;
}

/**
 * Replaces global fetch with a router over `routes`; unknown calls answer 404 so a test
 * never reaches the network. Returns the mock to inspect calls.
 *
 * Every reply is checked against the contract's response schema of the route it answers
 * (src/test/contract.ts), so a test cannot pass on a reply the server can no longer send: a fixed
 * reply on a fixed path is checked here and throws at once; the others (RegExp paths, handlers)
 * are checked when served, and the test fails after it ends (setup.ts) with the same message.
 */
export function mockApi(routes: MockRoute[]) {
  for (const route of routes) {
    if (route.unchecked !== undefined || typeof route.path !== 'string' || typeof route.reply === 'function') continue;
    const problem = contractProblem(route.method, route.path, route.reply.status, route.reply.body);
    if (problem) throw new Error(violation(problem));
  }
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
    if (route && route.unchecked === undefined) {
      const problem = contractProblem(method, url.pathname, reply.status, reply.body);
      if (problem) violations.push(violation(problem));
    }
    // A success's data is the employer's and the candidate's words, which no catalogue translates.
    if (reply.status < 400) collectStrings(reply.body, servedData);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const servedData = new Set<string>();

function collectStrings(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, into);
}

/** Every string of the successful replies mockApi served since the last call (src/test/pseudo.ts allows them). */
export function takeServedData(): string[] {
  const strings = [...servedData];
  servedData.clear();
  return strings;
}

/** The calls made to `path`, as [URL, init] pairs. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => [new URL(String(input), 'http://localhost'), init ?? {}] as const)
    .filter(([url]) => url.pathname === path);
}
