import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@candid/shared';
import { users } from '../src/db/schema/index';
import { buildTestApp, type TestApp } from './harness';
import { buildCampaign, buildEnterprise, type TestUser } from './factories';
import { buildInterviewLine } from './interview-fixtures';
import { tempDataDir } from './candidate-fixtures';

/*
 * Issue 10: every route, generated from the route registry (the OpenAPI document the route
 * schemas produce), is sent malformed input field by field, plus malformed bodies, on PGlite and
 * on PostgreSQL (npm test runs this suite on both). No answer may be a 5xx, and none may be the
 * error handler's fallback for bad data that reached the database (a schema should refuse it).
 */

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

interface Fixtures {
  enterpriseId: number;
  campaignId: number;
  userId: number;
  questionId: number;
}

/** Values that must each be refused with a 4xx wherever they go. */
const BAD_VALUES: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['control character', 'a\u0007\u001bb'],
  ['past smallint', 40_000],
  ['2^31', 2_147_483_648],
  // eslint-disable-next-line no-loss-of-precision -- the point: a literal past 2^53 that JSON cannot carry exactly
  ['past 2^53', 9_007_199_254_740_993],
  ['negative', -1],
  ['fractional', 1.5],
  ['impossible date', '2026-02-30'],
  ['impossible date-time', '2026-13-45T99:99:99Z'],
  ['object for a scalar', { nested: true }],
  ['array', [1, 'two', null]],
  ['empty string', ''],
  ['oversized string', 'x'.repeat(100_000)],
  ['boolean', true],
  ['null', null],
];

/** What a path or query parameter can be instead of a good value (they travel as text). */
const BAD_PARAMS: [string, string][] = [
  ['NUL', 'a%00b'],
  ['past smallint', '40000'],
  ['2^31', '2147483648'],
  ['past 2^53', '9007199254740993'],
  ['negative', '-1'],
  ['fractional', '1.5'],
  ['zero', '0'],
  ['impossible date', '2026-02-30'],
  ['text for a number', 'abc'],
  ['oversized', 'x'.repeat(5_000)],
  ['exponent', '1e400'],
];

const typeOf = (s: Schema | undefined): string | undefined => {
  if (!s) return undefined;
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  const alt = s.anyOf ?? s.oneOf ?? s.allOf;
  return alt ? typeOf(alt.find((a) => a.type !== 'null')) : undefined;
};

/** A plausible good value for a schema, so that one bad field is what a request gets wrong. */
function goodValue(s: Schema | undefined, name: string, f: Fixtures): unknown {
  if (!s) return 1;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return goodValue(alt.find((a) => a.type !== 'null') ?? alt[0], name, f);
  if (s.allOf?.length) return goodValue(s.allOf[0], name, f);
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return idFor(name, f) ?? Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [goodValue(s.items, name, f)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = goodValue(v, k, f);
      return out;
    }
    default:
      if (s.format === 'email' || /email/i.test(name)) return 'fuzz.person@example.com';
      if (s.format === 'date-time') return '2026-06-01T09:00:00.000Z';
      if (s.format === 'date') return '2026-06-01';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
      return 'Fuzz value'.padEnd(Math.max(s.minLength ?? 0, 10), 'x');
  }
}

/** Ids of the fixtures for parameters whose names say what they point at. */
function idFor(name: string, f: Fixtures): number | undefined {
  const n = name.toLowerCase();
  if (n.includes('enterprise')) return f.enterpriseId;
  if (n.includes('campaign') && !n.includes('line')) return f.campaignId;
  if (n.includes('question')) return f.questionId;
  if (n.includes('user')) return f.userId;
  return undefined;
}

interface Case {
  label: string;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

/** Every malformed request for one operation. */
function casesFor(path: string, method: string, op: Operation, f: Fixtures): Case[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const formSchema = op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;

  const goodPath: Record<string, string> = Object.fromEntries(pathParams.map((p) => [p.name, String(goodValue(p.schema, p.name, f))]));
  const goodQuery: Record<string, string> = Object.fromEntries(
    queryParams.map((p) => {
      const v = goodValue(p.schema, p.name, f);
      return [p.name, typeof v === 'object' ? JSON.stringify(v) : String(v)];
    }),
  );
  const goodBody = bodySchema ? (goodValue(bodySchema, 'body', f) as Record<string, unknown>) : undefined;

  const urlOf = (pathValues: Record<string, string>, query: Record<string, string>) => {
    const p = path.replace(/\{([^}]+)\}/g, (_m, name: string) => pathValues[name] ?? '1');
    const q = Object.entries(query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${v.includes('%') ? v : encodeURIComponent(v)}`)
      .join('&');
    return q ? `${p}?${q}` : p;
  };
  const good = urlOf(goodPath, goodQuery);
  const json = (body: unknown) => ({ payload: JSON.stringify(body), contentType: 'application/json' });
  const cases: Case[] = [];

  for (const p of pathParams) {
    for (const [label, bad] of BAD_PARAMS) cases.push({ label: `path ${p.name}: ${label}`, method, url: urlOf({ ...goodPath, [p.name]: bad }, goodQuery), ...(goodBody ? json(goodBody) : {}) });
  }
  for (const p of queryParams) {
    for (const [label, bad] of BAD_PARAMS) cases.push({ label: `query ${p.name}: ${label}`, method, url: urlOf(goodPath, { ...goodQuery, [p.name]: bad }), ...(goodBody ? json(goodBody) : {}) });
  }
  if (bodySchema) {
    const fields = typeOf(bodySchema) === 'object' ? Object.keys(bodySchema.properties ?? {}) : [];
    for (const field of fields) {
      for (const [label, bad] of BAD_VALUES) cases.push({ label: `body ${field}: ${label}`, method, url: good, ...json({ ...goodBody, [field]: bad }) });
      // Nested: one level down in arrays of objects and objects (questions of a job, rows of a CSV).
      const inner = bodySchema.properties?.[field];
      const innerObject = typeOf(inner) === 'array' ? inner?.items : typeOf(inner) === 'object' ? inner : undefined;
      if (typeOf(innerObject) === 'object') {
        const base = goodValue(innerObject, field, f) as Record<string, unknown>;
        for (const sub of Object.keys(innerObject?.properties ?? {})) {
          for (const [label, bad] of BAD_VALUES.slice(0, 8)) {
            const value = { ...base, [sub]: bad };
            cases.push({ label: `body ${field}.${sub}: ${label}`, method, url: good, ...json({ ...goodBody, [field]: typeOf(inner) === 'array' ? [value] : value }) });
          }
        }
      }
    }
  }
  if (formSchema) {
    for (const field of Object.keys(formSchema.properties ?? {})) {
      for (const [label, bad] of BAD_PARAMS) {
        const form = { ...(goodValue(formSchema, 'form', f) as Record<string, unknown>), [field]: bad };
        const payload = Object.entries(form)
          .map(([k, v]) => `${k}=${String(v)}`)
          .join('&');
        cases.push({ label: `form ${field}: ${label}`, method, url: good, payload, contentType: 'application/x-www-form-urlencoded' });
      }
    }
  }
  if (method !== 'get' && method !== 'head' && method !== 'delete') {
    cases.push(
      { label: 'invalid JSON', method, url: good, payload: '{"a": ', contentType: 'application/json' },
      { label: 'JSON with NUL escape', method, url: good, payload: '{"x": "\\u0000"}', contentType: 'application/json' },
      { label: 'text/plain body', method, url: good, payload: 'hello', contentType: 'text/plain' },
      { label: 'XML body', method, url: good, payload: '<a>1</a>', contentType: 'application/xml' },
      { label: 'array body', method, url: good, ...json([goodBody ?? {}]) },
      { label: 'null body', method, url: good, ...json(null) },
      { label: 'number body', method, url: good, ...json(2_147_483_648) },
      { label: 'body over 1 MB', method, url: good, ...json({ big: 'x'.repeat(1_100_000) }) },
    );
  }
  return cases;
}

const dataDir = tempDataDir();
let t: TestApp;
let owner: TestUser;
let fixtures: Fixtures;
let candidateToken: string;
let spec: OpenApi;

beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false, env: { DATA_DIR: dataDir.dir } });
  owner = await buildEnterprise(t.app, 'Fuzz Co');
  const job = await buildCampaign(t.app, owner);
  const line = await buildInterviewLine(t.app, owner, { campaignId: job.pk_Campaign_ID });
  candidateToken = line.token;
  fixtures = { enterpriseId: owner.enterpriseId, campaignId: job.pk_Campaign_ID, userId: owner.id, questionId: line.questionIds[0] };
  spec = t.app.swagger() as unknown as OpenApi;
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

/** Routes that end the session the fuzzing runs under; they are fuzzed with a throwaway one. */
const SESSION_ENDING = /logout|\/user\/|deleteuser|\/sessions\//i;

describe('fuzzing every route', () => {
  it('answers malformed input with a 4xx, never a 5xx, and no bad data reaches the database', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    let routes = 0;
    const [ownerRow] = await t.app.ctx.db.select().from(users).where(eq(users.pk_User_ID, owner.id));
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        routes += 1;
        // A fresh session for each route: a route may delete or deactivate the user it runs as.
        const session = SESSION_ENDING.test(path) ? await t.app.ctx.sessions.issue(t.app.ctx.db, ownerRow, {}) : null;
        const auth = `Bearer ${session?.token ?? owner.token}`;
        for (const c of casesFor(path, method, op, fixtures)) {
          sent += 1;
          const res = await t.app.inject({
            method: c.method.toUpperCase() as 'GET',
            url: c.url,
            remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
            headers: {
              authorization: auth,
              'x-interview-token': candidateToken,
              ...(c.contentType ? { 'content-type': c.contentType } : {}),
            },
            ...(c.payload !== undefined ? { payload: c.payload } : {}),
          });
          const where = `${method.toUpperCase()} ${path} [${c.label}]`;
          if (res.statusCode >= 500) failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode === 400 && res.body.includes(MSG.valueNotStorable)) failures.push(`${where} → bad data reached the database`);
        }
      }
    }
    console.log(`[fuzz] ${routes} routes, ${sent} requests, ${failures.length} failures`);
    expect(routes, 'the registry lists the API').toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });
});
