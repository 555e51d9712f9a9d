import * as shared from '@candid/shared';
import type { Endpoint } from '@candid/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './harness';

interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

/**
 * @fastify/swagger gives a route without a response schema one placeholder answer,
 * `{ 200: { description: 'Default Response' } }`; a declared answer has a body schema, or (no
 * body: tus replies) a description of its own.
 */
const declaresResponse = (op: Operation) =>
  Object.values(op.responses ?? {}).some(
    (r) => Object.values(r.content ?? {}).some((c) => c.schema !== undefined) || (r.description !== undefined && r.description !== 'Default Response'),
  );

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * Every route declares its answer in the shared contract (packages/shared/src/contract), so the
 * OpenAPI document shows each answer's shape and the serializer checks and shapes the output.
 */
describe('the API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startWorkers: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives every route of the OpenAPI document a response schema', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
    const all: string[] = [];
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        all.push(`${method.toUpperCase()} ${path}`);
        if (!declaresResponse(op)) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(all.length).toBeGreaterThan(100);
    // The tus upload replies carry no body: declared as such, not left out.
    expect(doc.paths['/api/uploads/answers/{uploadId}']?.patch?.responses?.['204']?.content).toBeUndefined();
    expect(missing, `routes without a response schema:\n${missing.join('\n')}`).toEqual([]);
  });

  it('serves every entry of the contract at its method and path, and nothing else under /api', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
    const served = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const entries = Object.entries(shared as unknown as Record<string, unknown>)
      .filter(([group, value]) => group.endsWith('Api') && typeof value === 'object' && value !== null)
      .flatMap(([, group]) => Object.values(group as Record<string, Endpoint>).filter((e) => typeof e?.path === 'string'))
      .map((e) => `${e.method} /api${e.path}`);
    expect(entries.length).toBeGreaterThan(200);
    expect(served.filter((route) => !entries.includes(route)), 'routes that are no contract entry').toEqual([]);
    expect(entries.filter((route) => !served.includes(route)), 'contract entries the server does not serve').toEqual([]);
    expect(new Set(entries).size, 'two entries at one route').toBe(entries.length);
  });
});
