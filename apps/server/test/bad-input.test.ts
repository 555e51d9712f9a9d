import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX, MSG } from '@candid/shared';
import { buildTestApp, type TestApp } from './harness';
import { buildEnterprise, type TestUser } from './factories';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  owner = await buildEnterprise(t.app);
});
afterAll(() => t.close());

const huge = 'x'.repeat(5000);
const bodies: unknown[] = [
  {},
  [],
  null,
  'plain string',
  42,
  { User_Email: 123, Password: ['a'], ConfirmPassword: { $gt: '' } },
  { User_Email: huge, Password: huge, ConfirmPassword: huge, User_FirstName: huge, User_LastName: huge, Enterprise_Name: huge },
  { pk_User_ID: 'one', fk_Enterprise_ID: -1, UserStatusId: null },
  { pk_User_ID: 1e20, fk_Enterprise_ID: 3.5, UserStatusId: huge },
  { Email: '"><script>alert(1)</script>@x.com', Password: "' OR 1=1 --", ConfirmPassword: '', ResetToken: '../../etc/passwd' },
  { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } },
];
const queries = ['', '?email=', '?email=' + huge, '?email=a@b.co&otp=abcdef', '?otp=%00%00', '?Email[]=a', '?email=%E0%A4%A', '?userId=-1&enterpriseId=x&token=1', `?userId=99999999999&enterpriseId=1&token=${'a'.repeat(40)}`];

/** Every public and candidate endpoint (from the registry), with every malformed body and query above. */
describe('malformed, oversized and wrong-typed input', () => {
  it('never yields a 5xx, and always answers with the wrapper', async () => {
    const routes = t.app.routeRegistry.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.access && ('public' in r.access || 'candidate' in r.access),
    );
    expect(routes.length).toBeGreaterThanOrEqual(9);
    let cases = 0;
    for (const r of routes) {
      for (const q of queries) {
        const url = r.url.replace(/:([A-Za-z_]+)/g, 'not-a-number') + q;
        const variants =
          r.method === 'GET'
            ? [{}]
            : [
                ...bodies.map((b) => ({ payload: JSON.stringify(b), headers: { 'content-type': 'application/json' } })),
                { payload: '{"unterminated": ', headers: { 'content-type': 'application/json' } },
                { payload: 'username=a&password=b&grant_type=password', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
                { payload: 'username[]=a&password=&grant_type=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
                { payload: '<xml/>', headers: { 'content-type': 'application/xml' } },
                { payload: 'x'.repeat(1_100_000), headers: { 'content-type': 'application/json' } },
              ];
        for (const v of variants) {
          const res = await t.app.inject({ method: r.method as 'POST', url, ...v });
          cases++;
          const label = `${r.method} ${url.slice(0, 80)} ${String((v as { payload?: string }).payload ?? '').slice(0, 60)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          const body = res.json() as { successful: unknown; status: unknown };
          expect(typeof body.successful, label).toBe('boolean');
          expect(body.status, label).toBe(res.statusCode);
        }
      }
    }
    expect(cases).toBeGreaterThan(500);
  }, 120_000);

  it('answers malformed authenticated requests with 4xx too', async () => {
    const cases: Array<[string, string, unknown]> = [
      ['PUT', '/api/User', { pk_User_ID: 'x' }],
      ['PUT', '/api/User', { pk_User_ID: owner.id, User_FirstName: 'x'.repeat(500) }],
      ['PUT', '/api/Enterprise', [1, 2, 3]],
      ['GET', '/api/User/GetUserByEnterpriseId?Enterprise_ID=abc', undefined],
      ['GET', `/api/User/GetUserByEmail/${'x'.repeat(400)}/`, undefined],
      ['POST', `/api/Message/SendInviteUser?enterpriseID=${owner.enterpriseId}&userAccessLevelId=270`, { not: 'a list' }],
      ['POST', `/api/Message/SendInviteUser?enterpriseID=${owner.enterpriseId}&userAccessLevelId=270`, Array(100).fill('a@b.co')],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.app.inject({ method: method as 'PUT', url, payload: payload as object, headers: owner.auth });
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });
});

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  maximum?: number;
  exclusiveMaximum?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  enum?: unknown[];
  const?: unknown;
};
type Operation = {
  parameters?: Array<{ name: string; in: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Every operation of the OpenAPI document generated from the route schemas. */
async function operations(): Promise<Array<{ method: string; path: string; op: Operation }>> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

/** The places under `schema` (a JSON pointer-ish trail) where a number has no bound the database can hold. */
function unboundedNumbers(schema: JsonSchema | undefined, at: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const types = ([] as string[]).concat(schema.type ?? []);
  const found: string[] = [];
  if ((types.includes('integer') || types.includes('number')) && schema.enum === undefined && schema.const === undefined) {
    const max = schema.maximum ?? schema.exclusiveMaximum;
    const min = schema.minimum ?? schema.exclusiveMinimum;
    if (max === undefined || min === undefined || max > INT4_MAX || min < -INT4_MAX - 1) found.push(`${at} [${min ?? '-∞'}, ${max ?? '∞'}]`);
  }
  for (const [name, child] of Object.entries(schema.properties ?? {})) found.push(...unboundedNumbers(child, `${at}.${name}`));
  for (const child of [schema.items ?? [], schema.prefixItems ?? []].flat()) found.push(...unboundedNumbers(child, `${at}[]`));
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) found.push(...unboundedNumbers(child, at));
  if (typeof schema.additionalProperties === 'object') found.push(...unboundedNumbers(schema.additionalProperties, `${at}.*`));
  return found;
}

describe('what a request may carry, read from every route schema', () => {
  it('bounds every number a client can send within what an integer column holds, so none reaches the database unchecked', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(100);
    const unbounded = ops.flatMap(({ method, path, op }) => [
      ...(op.parameters ?? []).flatMap((p) => unboundedNumbers(p.schema, `${method} ${path} ${p.in}:${p.name}`)),
      ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => unboundedNumbers(c.schema, `${method} ${path} body`)),
    ]);
    expect(unbounded, unbounded.join('\n')).toEqual([]);
  });

  it('answers an update that names only its row with 400 and details, never an UPDATE with nothing to set', async () => {
    const updates = (await operations()).filter(({ method, op }) => {
      const props = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      return (method === 'PUT' || method === 'PATCH') && Object.keys(props).some((k) => /^pk_\w+_ID$/.test(k));
    });
    expect(updates.map((u) => `${u.method} ${u.path}`)).toEqual(expect.arrayContaining(['PUT /api/Enterprise', 'PUT /api/Question', 'PUT /api/User']));
    for (const { method, path, op } of updates) {
      const props = op.requestBody!.content!['application/json']!.schema!.properties!;
      const idKey = Object.keys(props).find((k) => /^pk_\w+_ID$/.test(k))!;
      // Notification's only field has a default (mark read): the id alone is a whole request.
      if (Object.keys(props).length === 2 && idKey === 'pk_Notification_ID') continue;
      const id = idKey === 'pk_Enterprise_ID' ? owner.enterpriseId : idKey === 'pk_User_ID' ? owner.id : 1;
      const url = path.replace(/\{\w+\}/g, '1');
      const res = await t.app.inject({ method: method as 'PUT', url, payload: { [idKey]: id }, headers: owner.auth });
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(400);
      const messages = Object.values((res.json() as { details?: Record<string, string[]> }).details ?? {}).flat();
      // Some updates need more than one field anyway (a job's whole form): any detail will do there.
      if (['PUT /api/Enterprise', 'PUT /api/Question', 'PUT /api/User'].includes(`${method} ${path}`)) expect(messages).toContain(MSG.nothingToChange);
      else expect(messages.length, `${method} ${path}`).toBeGreaterThan(0);
    }
  });
});
