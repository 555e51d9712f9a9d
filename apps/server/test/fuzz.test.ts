import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG } from '@candid/shared';
import { users } from '../src/db/schema/index';
import { buildTestApp, type TestApp } from './harness';
import { buildCampaign, buildEnterprise, buildUser, type TestUser } from './factories';
import { buildInterviewLine } from './interview-fixtures';
import { setPlan, tempDataDir } from './candidate-fixtures';

/*
 * Issue 10: every route, generated from the route registry (the OpenAPI document the route
 * schemas produce), is sent bad values field by field, plus bad bodies, on PGlite and on
 * PostgreSQL (npm test runs this suite on both).
 *
 * Each request is judged against the route's own schemas (issue 27): where they refuse a value
 * (a type, a bound, a length, a pattern, a control character, JSON that does not parse, a body past
 * the limit) the request is malformed and must be refused — 400 naming the fields in `details`,
 * 404, 413 or 415, in the wrapper. Where they take it (the text "2026-02-30" in a name, 40,000 in an
 * int column) the value is only unusual: any answer but a 5xx will do, and never the error
 * handler's fallback for bad data that reached the database (a schema should have refused it).
 *
 * A request is one required-fields-only good request with one thing changed, so a rule about an
 * optional field does not refuse the rest. One malformed request per rule of a field (a second value
 * refused by the same rule tests nothing new). Unusual values of one kind go to every field that
 * takes them in one request; where that is not answered 2xx, each half goes, down to field by field.
 *
 * Rate limits must not stand in front of validation: the addresses rotate, and a route limited per
 * user (AI generation, exports) or per enterprise (upgrade requests) is sent again from a fresh
 * member of the enterprise, or else a fresh enterprise's owner, when it answers 429. Every route
 * must have requests that got past authentication and the limits.
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
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0: a flag on minimum/maximum; JSON Schema 2020-12: the bound itself. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | Schema;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: Schema };
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

// eslint-disable-next-line no-control-regex -- the input guard's characters (src/http/input-guard.ts)
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Longest path parameter the router matches (app.ts routerOptions.maxParamLength). */
const MAX_PARAM_LENGTH = 300;

/** Where in `v` a string (or key) holds a control character (the input guard refuses it everywhere), or null. */
function controlAt(v: unknown, at: string): string | null {
  if (typeof v === 'string') return CONTROL.test(v) ? at : null;
  if (v === null || typeof v !== 'object') return null;
  for (const [k, x] of Object.entries(v)) {
    const found = CONTROL.test(k) ? `${at}.${k}` : controlAt(x, `${at}.${k}`);
    if (found) return found;
  }
  return null;
}

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v);

/**
 * The rule of schema `s` that refuses value `v` ("Campaign_Name: maxLength"), or null when `s` takes
 * it: the part of OpenAPI 3.0's schema language the route schemas use (type, nullable, enum,
 * bounds, lengths, pattern, date formats, items, properties). A request one of whose parts is
 * refused is malformed, and must be answered as such.
 */
function refusal(s: Schema | undefined, v: unknown, at = ''): string | null {
  if (!s) return null;
  const rule = (name: string) => `${at || 'value'}: ${name}`;
  const alt = s.anyOf ?? s.oneOf;
  if (v === null) return s.nullable || (Array.isArray(s.type) && s.type.includes('null')) || alt?.some((a) => !refusal(a, null)) ? null : rule('null');
  if (alt) return alt.every((a) => refusal(a, v)) ? rule(`none of anyOf (${typeof v})`) : null;
  for (const part of s.allOf ?? []) {
    const refused = refusal(part, v, at);
    if (refused) return refused;
  }
  if (s.enum && !s.enum.includes(v)) return rule('enum');
  if (s.const !== undefined && s.const !== v) return rule('const');
  const type = typeOf(s);
  switch (type) {
    case 'integer':
    case 'number': {
      if (typeof v !== 'number') return rule(`type (${Array.isArray(v) ? 'array' : typeof v})`);
      if (!Number.isFinite(v) || (type === 'integer' && !Number.isInteger(v))) return rule(type);
      if (s.minimum !== undefined && (v < s.minimum || (s.exclusiveMinimum === true && v === s.minimum))) return rule('minimum');
      if (typeof s.exclusiveMinimum === 'number' && v <= s.exclusiveMinimum) return rule('minimum');
      if (s.maximum !== undefined && (v > s.maximum || (s.exclusiveMaximum === true && v === s.maximum))) return rule('maximum');
      return typeof s.exclusiveMaximum === 'number' && v >= s.exclusiveMaximum ? rule('maximum') : null;
    }
    case 'boolean':
      return typeof v === 'boolean' ? null : rule(`type (${Array.isArray(v) ? 'array' : typeof v})`);
    case 'string':
      if (typeof v !== 'string') return rule(`type (${Array.isArray(v) ? 'array' : typeof v})`);
      if (s.minLength !== undefined && v.length < s.minLength) return rule('minLength');
      if (s.maxLength !== undefined && v.length > s.maxLength) return rule('maxLength');
      if (s.pattern !== undefined && !new RegExp(s.pattern).test(v)) return rule('pattern');
      if (s.format === 'date' && !isDate(v)) return rule('format');
      if (s.format === 'date-time' && (!isDate(v.slice(0, 10)) || Number.isNaN(Date.parse(v)))) return rule('format');
      return null;
    case 'array':
      if (!Array.isArray(v)) return rule(`type (${typeof v})`);
      if ((s.minItems !== undefined && v.length < s.minItems) || (s.maxItems !== undefined && v.length > s.maxItems)) return rule('items count');
      for (const item of v) {
        const refused = refusal(s.items, item, `${at}[]`);
        if (refused) return refused;
      }
      return null;
    case 'object': {
      if (typeof v !== 'object' || Array.isArray(v)) return rule(`type (${Array.isArray(v) ? 'array' : typeof v})`);
      const o = v as Record<string, unknown>;
      const missing = s.required?.find((k) => o[k] === undefined);
      if (missing) return rule(`required ${missing}`);
      if (s.additionalProperties === false && Object.keys(o).some((k) => !(k in (s.properties ?? {})))) return rule('additionalProperties');
      for (const [k, p] of Object.entries(s.properties ?? {})) {
        const refused = o[k] === undefined ? null : refusal(p, o[k], at ? `${at}.${k}` : k);
        if (refused) return refused;
      }
      return null;
    }
    default:
      return null;
  }
}

const refuses = (s: Schema | undefined, v: unknown) => refusal(s, v) !== null;

/** The rule refusing a path or query parameter's text (numbers are coerced from the text, as the routes do), or null. */
function textRefusal(s: Schema | undefined, text: string, at: string): string | null {
  const value = decodeURIComponent(text);
  if (CONTROL.test(value)) return `${at.split(' ')[0]}: control character`;
  const type = typeOf(s);
  return refusal(s, type === 'integer' || type === 'number' ? Number(value) : value, at);
}

/** Strings to try, in order, for a string schema's good value: the first the schema takes. */
const GOOD_STRINGS = [
  'Fuzz valuexx',
  'fuzz.person@example.com',
  '2026-06-01',
  '2026-06-01T09:00:00.000Z',
  'https://example.com/',
  'Sup3r$ecret!',
  'NZD',
  'NZ',
  'en',
  'fuzz-value',
  '+64 9 555 0100',
  '123456',
  'x'.repeat(20),
  'x'.repeat(43),
  'logo-1-0123456789abcdef.png',
];

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
    case 'number': {
      const id = idFor(name, f);
      return id !== undefined && !refuses(s, id) ? id : Math.max(1, s.minimum ?? 1);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => goodValue(s.items, name, f));
    case 'object': {
      // The required fields only: each case adds the one it is about, so an optional field's
      // business rule (an uploaded image, a known employer) does not refuse every other case.
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) if (s.required?.includes(k)) out[k] = goodValue(v, k, f);
      return out;
    }
    default:
      if (s.format === 'email' || /email/i.test(name)) return 'fuzz.person@example.com';
      // A password and its confirmation: the same strong one.
      if (/password/i.test(name) && !refuses(s, 'Sup3r$ecret!')) return 'Sup3r$ecret!';
      if (s.format === 'date-time') return '2026-06-01T09:00:00.000Z';
      if (s.format === 'date') return '2026-06-01';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
      return GOOD_STRINGS.find((g) => !refuses(s, g)) ?? 'Fuzz value'.padEnd(Math.max(s.minLength ?? 0, 10), 'x');
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
  /** What the route's schemas (or the rules every route shares) refuse in it; null: nothing, the input is only unusual. */
  malformed: string | null;
  /**
   * Unusual values sent together (one request for a kind of value in every field that takes it):
   * how many, and what to send when the request is not answered 2xx — each half together, down to
   * one field a request — so that one field's refusal does not hide the others and a failure names
   * its field.
   */
  together?: { values: number; split(): Case[] };
}

/** Every malformed or unusual request for one operation. */
function casesFor(path: string, method: string, op: Operation, f: Fixtures): Case[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const formSchema = op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;

  const goodPath: Record<string, string> = Object.fromEntries(pathParams.map((p) => [p.name, String(goodValue(p.schema, p.name, f))]));
  // The required parameters; each case adds the one it is about.
  const goodQuery: Record<string, string> = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => {
      const v = goodValue(p.schema, p.name, f);
      return [p.name, typeof v === 'object' ? JSON.stringify(v) : String(v)];
    }),
  );
  const goodBody = bodySchema ? goodValue(bodySchema, 'body', f) : undefined;

  const urlOf = (pathValues: Record<string, string>, query: Record<string, string>) => {
    const p = path.replace(/\{([^}]+)\}/g, (_m, name: string) => pathValues[name] ?? '1');
    const q = Object.entries(query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${v.includes('%') ? v : encodeURIComponent(v)}`)
      .join('&');
    return q ? `${p}?${q}` : p;
  };
  /** What is refused in a request's parameters (path texts past the router's limit too). */
  const paramFault = (pathValues: Record<string, string>, query: Record<string, string>): string | null => {
    for (const p of pathParams) {
      const text = pathValues[p.name];
      if (text.length > MAX_PARAM_LENGTH) return `path ${p.name}: longer than the router matches`;
      const refused = textRefusal(p.schema, text, `path ${p.name}`);
      if (refused) return refused;
    }
    for (const p of queryParams) {
      const refused = query[p.name] === undefined ? (p.required ? `query ${p.name}: required` : null) : textRefusal(p.schema, query[p.name], `query ${p.name}`);
      if (refused) return refused;
    }
    return null;
  };
  const bodyFault = (body: unknown): string | null => {
    // The guard is one rule over the whole request: proven once for each depth of the body.
    const control = controlAt(body, 'body');
    return control ? `body at depth ${control.split('.').length - 1}: control character` : refusal(bodySchema, body, 'body');
  };
  const good = urlOf(goodPath, goodQuery);
  const json = (body: unknown) => ({ payload: JSON.stringify(body), contentType: 'application/json' });
  const withBody = (body: unknown) => (goodBody !== undefined ? json(body) : {});
  // Every route, inputs or none: a parameter it does not declare, holding a control character.
  const cases: Case[] = [{ label: 'stray query parameter: NUL', method, url: `${good}${good.includes('?') ? '&' : '?'}fuzz=a%00b`, ...withBody(goodBody), malformed: 'control character in the query' }];

  for (const p of pathParams) {
    for (const [label, bad] of BAD_PARAMS) {
      const values = { ...goodPath, [p.name]: bad };
      cases.push({ label: `path ${p.name}: ${label}`, method, url: urlOf(values, goodQuery), ...withBody(goodBody), malformed: paramFault(values, goodQuery) });
    }
  }
  for (const p of queryParams) {
    for (const [label, bad] of BAD_PARAMS) {
      const query = { ...goodQuery, [p.name]: bad };
      cases.push({ label: `query ${p.name}: ${label}`, method, url: urlOf(goodPath, query), ...withBody(goodBody), malformed: paramFault(goodPath, query) });
    }
  }
  const goodUrlFault = paramFault(goodPath, goodQuery);
  const bodyCase = (label: string, body: unknown): Case => ({ label, method, url: good, ...json(body), malformed: goodUrlFault ?? bodyFault(body) });
  if (bodySchema) {
    // An object body's fields, or the fields of the one item of an array body (a list of settings, of mails).
    const isArray = typeOf(bodySchema) === 'array';
    const objectSchema = isArray ? bodySchema.items : bodySchema;
    const base = (isArray ? (goodBody as unknown[])[0] : goodBody) as Record<string, unknown>;
    const wrap = (o: Record<string, unknown>) => (isArray ? [o] : o);
    const fields = typeOf(objectSchema) === 'object' ? Object.keys(objectSchema?.properties ?? {}) : [];
    /** Unusual values by kind (and the field they are one level down in): sent together below. */
    const unusual = new Map<string, { overrides: Record<string, unknown>; place: (o: Record<string, unknown>) => unknown; cases: Case[] }>();
    const add = (group: string, place: (o: Record<string, unknown>) => unknown, key: string, bad: unknown, c: Case) => {
      if (c.malformed) return cases.push(c);
      const g = unusual.get(group) ?? { overrides: {}, place, cases: [] };
      g.overrides[key] = bad;
      g.cases.push(c);
      unusual.set(group, g);
    };
    for (const field of fields) {
      const top = (o: Record<string, unknown>) => wrap({ ...base, ...o });
      for (const [label, bad] of BAD_VALUES) add(label, top, field, bad, bodyCase(`body ${field}: ${label}`, top({ [field]: bad })));
      // Nested: one level down in arrays of objects and objects (questions of a job, rows of a CSV).
      const inner = objectSchema?.properties?.[field];
      const innerObject = typeOf(inner) === 'array' ? inner?.items : typeOf(inner) === 'object' ? inner : undefined;
      if (typeOf(innerObject) === 'object') {
        const innerBase = goodValue(innerObject, field, f) as Record<string, unknown>;
        const nested = (o: Record<string, unknown>) => {
          const value = { ...innerBase, ...o };
          return wrap({ ...base, [field]: typeOf(inner) === 'array' ? [value] : value });
        };
        for (const sub of Object.keys(innerObject?.properties ?? {})) {
          for (const [label, bad] of BAD_VALUES.slice(0, 8)) add(`${field}: ${label}`, nested, sub, bad, bodyCase(`body ${field}.${sub}: ${label}`, nested({ [sub]: bad })));
        }
      }
    }
    /** The fields `keys` of a group at once, or the one field's own request. */
    const combined = (group: string, g: { overrides: Record<string, unknown>; place: (o: Record<string, unknown>) => unknown; cases: Case[] }, keys: string[]): Case[] => {
      if (keys.length === 1) return [g.cases[Object.keys(g.overrides).indexOf(keys[0])]];
      const c = bodyCase(`body, ${keys.length} fields at once: ${group}`, g.place(Object.fromEntries(keys.map((k) => [k, g.overrides[k]]))));
      // The schema takes each value field by field, and it has no rule across fields: nor does it refuse them together.
      if (c.malformed) return keys.map((k) => g.cases[Object.keys(g.overrides).indexOf(k)]);
      const half = Math.ceil(keys.length / 2);
      return [{ ...c, together: { values: keys.length, split: () => [...combined(group, g, keys.slice(0, half)), ...combined(group, g, keys.slice(half))] } }];
    };
    for (const [group, g] of unusual) cases.push(...combined(group, g, Object.keys(g.overrides)));
  }
  if (formSchema) {
    for (const field of Object.keys(formSchema.properties ?? {})) {
      for (const [label, bad] of BAD_PARAMS) {
        const form = { ...(goodValue(formSchema, 'form', f) as Record<string, unknown>), [field]: bad };
        const payload = Object.entries(form)
          .map(([k, v]) => `${k}=${String(v)}`)
          .join('&');
        const fault = goodUrlFault ?? textRefusal(formSchema.properties?.[field], bad, `form ${field}`);
        cases.push({ label: `form ${field}: ${label}`, method, url: good, payload, contentType: 'application/x-www-form-urlencoded', malformed: fault });
      }
    }
  }
  if (method !== 'get' && method !== 'head' && method !== 'delete') {
    // Whatever the route: JSON that does not parse, a type no parser takes, a body past the limit,
    // a control character. The rest is malformed only where the route takes a body.
    const always = (label: string, why: string, payload: string, contentType: string): Case => ({ label, method, url: good, payload, contentType, malformed: why });
    cases.push(
      always('invalid JSON', 'JSON that does not parse', '{"a": ', 'application/json'),
      always('JSON with NUL escape', 'control character in the body', '{"x": "\\u0000"}', 'application/json'),
      always('XML body', 'a content type no parser takes', '<a>1</a>', 'application/xml'),
      always('body over 1 MB', 'past the body limit', JSON.stringify({ big: 'x'.repeat(1_100_000) }), 'application/json'),
      { label: 'text/plain body', method, url: good, payload: 'hello', contentType: 'text/plain', malformed: goodUrlFault ?? (bodySchema ? 'text for a JSON body' : null) },
      bodyCase('array body', [goodBody ?? {}]),
      bodyCase('null body', null),
      bodyCase('number body', 2_147_483_648),
    );
  }
  // A second value refused by the same rule of the same field tests nothing the first did not:
  // one malformed request per rule. Unusual values all go (each may find a column they break).
  const rules = new Set<string>();
  return cases.filter((c) => c.malformed === null || (!rules.has(c.malformed) && rules.add(c.malformed)));
}

/** Answers to malformed input: refused (400 naming the fields), not found, too large, unsupported type. */
const REFUSALS = [400, 404, 413, 415];
/** Answers that mean the request stopped before validation: not signed in, not allowed, rate-limited. */
const STOPPED_BEFORE_VALIDATION = [401, 403, 429];

const OPERATOR_TOKEN = 'fuzz-operator-token-'.padEnd(40, 'x');
const dataDir = tempDataDir();
let t: TestApp;
let owner: TestUser;
let fixtures: Fixtures;
let candidateToken: string;
let spec: OpenApi;

beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false, env: { DATA_DIR: dataDir.dir, OPERATOR_TOKEN } });
  owner = await buildEnterprise(t.app, 'Fuzz Co');
  // No plan limit: the jobs and invites that unusual values create must not run into one (402).
  await setPlan(t.app, owner, {});
  const job = await buildCampaign(t.app, owner);
  const line = await buildInterviewLine(t.app, owner, { campaignId: job.id });
  candidateToken = line.token;
  fixtures = { enterpriseId: owner.enterpriseId, campaignId: job.id, userId: owner.id, questionId: line.questionIds[0] };
  spec = t.app.swagger() as unknown as OpenApi;
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

const freshMember = () => buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Owner);
const freshEnterprise = async () => {
  const other = await buildEnterprise(t.app, 'Fuzz Co');
  await setPlan(t.app, other, {});
  return other;
};

/** Routes that end the session the fuzzing runs under; they are fuzzed with a throwaway one. */
const SESSION_ENDING = /logout|\/user\/|deleteuser|\/sessions\//i;
/** Routes that take the operator's token instead of a member's session. */
const OPERATOR_ROUTE = /^\/api\/Operator\//;

interface RouteTally {
  route: string;
  sent: number;
  malformed: number;
  /** Answered by the route's validation or handler: not stopped by authentication or a limit. */
  reached: number;
  /** Sent again from a fresh member (or enterprise) after a 429. */
  resent: number;
  /** Unusual values taken in a request with others of their kind, instead of one request each. */
  together: number;
}

/** How often each status answered malformed and unusual requests, over all routes. */
const answers = { malformed: new Map<number, number>(), unusual: new Map<number, number>() };
const count = (m: Map<number, number>, status: number) => m.set(status, (m.get(status) ?? 0) + 1);
const histogram = (m: Map<number, number>) =>
  [...m]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

/** One line per count of routes: how many requests got past authentication and the limits. */
function tallyTable(tallies: RouteTally[]): string {
  const reached = tallies.map((r) => r.reached).sort((a, b) => a - b);
  const sum = (k: keyof RouteTally) => tallies.reduce((n, r) => n + (r[k] as number), 0);
  const lines = [
    `[fuzz] ${tallies.length} routes, ${sum('sent')} requests (${sum('malformed')} malformed, ${sum('sent') - sum('malformed')} unusual), ` +
      `${sum('reached')} reached validation, ${sum('resent')} resent from a fresh member or enterprise after a 429; ${sum('together')} unusual values were taken together with others of their kind`,
    `[fuzz] answers to malformed requests: ${histogram(answers.malformed)}; to unusual ones: ${histogram(answers.unusual)}`,
    `[fuzz] reached validation per route: min ${reached[0]}, median ${reached[Math.floor(reached.length / 2)]}, max ${reached.at(-1)}`,
  ];
  const partial = tallies.filter((r) => r.reached < r.sent || r.resent > 0).sort((a, b) => a.reached / a.sent - b.reached / b.sent);
  const fewest = [...tallies].sort((a, b) => a.reached - b.reached).slice(0, 5);
  lines.push('[fuzz]  reached/sent  resent  route   (routes where not every request got through, then the five that sent fewest)');
  for (const r of [...partial, ...fewest.filter((f) => !partial.includes(f))]) {
    lines.push(`[fuzz]  ${`${r.reached}/${r.sent}`.padStart(12)}  ${String(r.resent).padStart(6)}  ${r.route}`);
  }
  return lines.join('\n');
}

describe('fuzzing every route', () => {
  it(
    'refuses malformed input with a 4xx (400 with details, 404, 413, 415), never answers unusual input with a 5xx, and no bad data reaches the database',
    { timeout: 600_000 },
    async () => {
      const failures: string[] = [];
      const tallies: RouteTally[] = [];
      let sent = 0;
      const [ownerRow] = await t.app.ctx.db.select().from(users).where(eq(users.id, owner.id));
      for (const [path, operations] of Object.entries(spec.paths)) {
        for (const [method, op] of Object.entries(operations)) {
          if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
          const route = `${method.toUpperCase()} ${path}`;
          const tally: RouteTally = { route, sent: 0, malformed: 0, reached: 0, resent: 0, together: 0 };
          tallies.push(tally);
          // A fresh session for each route: a route may delete or deactivate the user it runs as.
          const session = SESSION_ENDING.test(path) ? await t.app.ctx.sessions.issue(t.app.ctx.db, ownerRow, {}) : null;
          let auth = `Bearer ${OPERATOR_ROUTE.test(path) ? OPERATOR_TOKEN : (session?.token ?? owner.token)}`;
          const send = (c: Case) => {
            sent += 1;
            return t.app.inject({
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
          };
          const work = casesFor(path, method, op, fixtures);
          for (let c = work.shift(); c; c = work.shift()) {
            tally.sent += 1;
            if (c.malformed) tally.malformed += 1;
            let res = await send(c);
            // A limit per user, or per enterprise: the rest of this route goes as another member of
            // the enterprise, or else as the owner of another enterprise.
            for (const fresh of OPERATOR_ROUTE.test(path) ? [] : [freshMember, freshEnterprise]) {
              if (res.statusCode !== 429) break;
              auth = (await fresh()).auth.authorization;
              tally.resent += 1;
              res = await send(c);
            }
            if (!STOPPED_BEFORE_VALIDATION.includes(res.statusCode)) tally.reached += 1;
            count(c.malformed ? answers.malformed : answers.unusual, res.statusCode);
            if (c.together) {
              // Taken together: each value was stored. Otherwise each half goes, down to each by itself, judged.
              if (res.statusCode >= 300) work.unshift(...c.together.split());
              else tally.together += c.together.values;
              continue;
            }
            const where = `${route} [${c.label}]`;
            const answer = `${res.statusCode} ${res.body.slice(0, 200)}`;
            if (res.statusCode >= 500) failures.push(`${where} → ${answer}`);
            else if (res.statusCode === 400 && res.body.includes(MSG.valueNotStorable)) failures.push(`${where} → bad data reached the database`);
            // Unusual input passed validation: a 429 then is a limit on its target (a code resent to
            // the same address within 30 s), in the handler. Malformed input must not get that far.
            else if (res.statusCode === 429 && c.malformed) failures.push(`${where} → still 429 from a fresh member, enterprise and address: a limit stands in front of validation`);
            else if (c.malformed) {
              const fault = judgeRefusal(res);
              if (fault) failures.push(`${where} (malformed: ${c.malformed}) → ${fault}: ${answer}`);
            }
          }
        }
      }
      console.log(tallyTable(tallies));
      expect(tallies.length, 'the registry lists the API').toBeGreaterThan(100);
      expect(failures).toEqual([]);
      const neverReached = tallies.filter((r) => r.reached === 0).map((r) => `${r.route}: ${r.sent} sent, none got past authentication and the limits`);
      expect(neverReached).toEqual([]);
    },
  );
});

/** What is wrong with the answer to a malformed request, or null when it is a proper refusal. */
function judgeRefusal(res: { statusCode: number; body: string }): string | null {
  if (STOPPED_BEFORE_VALIDATION.includes(res.statusCode)) return null;
  if (!REFUSALS.includes(res.statusCode)) return `answered ${res.statusCode}, not a refusal (${REFUSALS.join('/')})`;
  let body: { successful?: unknown; status?: unknown; data?: unknown; message?: unknown; details?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return 'not JSON';
  }
  if (body.successful !== false || body.status !== res.statusCode || body.data !== null || typeof body.message !== 'string') return 'not the wrapper';
  if (res.statusCode === 400) {
    const details = body.details as Record<string, unknown> | undefined;
    if (!details || typeof details !== 'object' || Object.keys(details).length === 0) return 'a 400 without details naming the fields';
  }
  return null;
}
