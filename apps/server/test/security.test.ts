import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_LIMITS, rolesFor } from '@candid/shared';
import type { Access, RegisteredRoute } from '../src/http/access';
import { idsOf } from '../src/http/resource-ids';
import { buildTestApp, type TestApp } from './harness';
import { buildEnterprise, wrapper } from './factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: every :param becomes 1. */
const concrete = (url: string) => url.replace(/:([A-Za-z_]+)(\.[a-z]+)?/g, (_m, _p, ext) => `1${ext ?? ''}`);

/**
 * Who may call a route, in one of three kinds: public (anyone), candidate (an interview token)
 * or member (a session, with any level or a permission of the role table). Null: none of them.
 */
function kindOf(access: Access | undefined): { kind: 'public' | 'candidate' | 'member'; who: string } | null {
  if (!access) return null;
  if ('public' in access) return { kind: 'public', who: 'public' };
  if ('candidate' in access) return { kind: 'candidate', who: `candidate (line resolved by ${access.candidate === 'campaign' ? 'the hook from the URL' : 'the handler'})` };
  const scope = [
    access.enterpriseQuery ? `, enterprise ?${access.enterpriseQuery}` : '',
    access.enterpriseParam ? `, enterprise :${access.enterpriseParam}` : '',
    access.sessionOnly ? ', session only (no API key)' : '',
  ].join('');
  if ('permission' in access) return { kind: 'member', who: `member ${access.permission} (levels ${rolesFor(access.permission).join(',')})${scope}` };
  if ('roles' in access && access.roles === 'any') return { kind: 'member', who: `member any level${scope}` };
  return null;
}

const routesOfKind = (kind: 'public' | 'candidate' | 'member'): RegisteredRoute[] =>
  t.app.routeRegistry.filter((r) => kindOf(r.access)?.kind === kind);

describe('route registry', () => {
  it('has an explicit access declaration on every route', () => {
    const undeclared = t.app.routeRegistry.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(t.app.routeRegistry.length).toBeGreaterThan(15);
  });

  it('classifies every route as public, candidate or member', () => {
    const unclassified = t.app.routeRegistry.filter((r) => !kindOf(r.access)).map((r) => `${r.method} ${r.url}`);
    expect(unclassified).toEqual([]);
    expect(routesOfKind('public').length).toBeGreaterThan(5);
    expect(routesOfKind('candidate').length).toBeGreaterThan(5);
    expect(routesOfKind('member').length).toBeGreaterThan(50);
  });

  it('matches the reviewed permission table (update the snapshot when access changes on purpose)', () => {
    const table = t.app.routeRegistry
      .filter((r) => !r.url.startsWith('/api/docs') && !r.url.startsWith('/dev/'))
      .map((r) => `${r.method.padEnd(6)} ${r.url.padEnd(40)} ${kindOf(r.access)!.who}`)
      .sort();
    expect(table).toMatchSnapshot();
  });

  it('knows what every id in every route’s input names (resource-ids.ts, or the route’s access.ids)', () => {
    const unclassified = t.app.routeRegistry.flatMap((r) =>
      idsOf(r)
        .filter((f) => !f.kind)
        .map((f) => `${r.method} ${r.url}: ${f.where} ${f.path}`),
    );
    expect(unclassified).toEqual([]);
    const stale = t.app.routeRegistry.flatMap((r) =>
      Object.keys(r.ids ?? {})
        .filter((name) => !idsOf(r).some((f) => f.name === name || f.path === name))
        .map((name) => `${r.method} ${r.url}: ids.${name} names nothing in its input`),
    );
    expect(stale).toEqual([]);
  });

  it('matches the reviewed table of ids (update the snapshot when a route takes a new id on purpose)', () => {
    const table = t.app.routeRegistry
      .filter((r) => !r.url.startsWith('/dev/') && idsOf(r).length > 0)
      .map((r) => `${r.method.padEnd(6)} ${r.url.padEnd(40)} ${idsOf(r).map((f) => `${f.where === 'body' ? '' : f.where === 'param' ? ':' : '?'}${f.path}${f.many ? '[]' : ''}=${f.kind}`).join(' ')}`)
      .sort();
    expect(table).toMatchSnapshot();
  });

  it('answers every non-public route with 401 and the wrapper when there is no session', async () => {
    const protectedRoutes = t.app.routeRegistry.filter((r) => r.access && !('public' in r.access));
    expect(protectedRoutes.length).toBeGreaterThan(5);
    for (const r of protectedRoutes) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), payload: r.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(wrapper(res).successful).toBe(false);
    }
  });

  it('answers every candidate route with 401 and the wrapper without an interview token, even with a session', async () => {
    const owner = await buildEnterprise(t.app, 'Candidate Routes Co');
    for (const r of routesOfKind('candidate')) {
      for (const headers of [{}, { [INTERVIEW_LIMITS.tokenHeader]: 'short' }, owner.auth]) {
        const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers, payload: r.method === 'GET' || r.method === 'HEAD' ? undefined : {} });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
        if (r.method !== 'HEAD') expect(wrapper(res).successful).toBe(false);
      }
    }
  });

  // Another enterprise's id in any route's input, the enterprise's own included: cross-tenant.test.ts.

  it('answers a forged or expired-looking bearer token with 401', async () => {
    for (const authorization of ['Bearer x', `Bearer ${'A'.repeat(43)}`, 'Basic abc', `Bearer ${'B'.repeat(500)}`]) {
      const res = await t.app.inject({ url: '/api/User/1', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('transport security', () => {
  it('sends a strict Content-Security-Policy and other hardening headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same hardening headers on refusals and unknown paths as on answers', async () => {
    const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy'];
    const ok = await t.app.inject({ url: '/api/health' });
    for (const res of [await t.app.inject({ url: '/api/User/1' }), await t.app.inject({ url: '/api/does/not/exist' })]) {
      expect([401, 404]).toContain(res.statusCode);
      for (const name of names) expect(res.headers[name], name).toBe(ok.headers[name]);
    }
    expect(ok.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(ok.headers['x-powered-by']).toBeUndefined();
  });

  it('matches API paths case-insensitively and with a trailing slash', async () => {
    for (const url of ['/api/health', '/API/Health', '/api/HEALTH/']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('answers unknown API paths with a wrapper 404', async () => {
    const res = await t.app.inject({ url: '/api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(wrapper(res).successful).toBe(false);
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/token', '/api/Account/Register', '/api/User/{id}']));
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });
});
