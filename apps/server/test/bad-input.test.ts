import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
