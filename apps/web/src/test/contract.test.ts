import { describe, expect, it } from 'vitest';
import { buildUser } from './fixtures';
import { mockApi, ok, takeContractViolations } from './api';
import { contractProblem, contractRouteOf, contractRoutes } from './contract';

describe("the contract table of the tests' stubbed replies", () => {
  it('has every entry of the contract at a method and path of its own', () => {
    expect(contractRoutes.length).toBeGreaterThan(200);
    const seen = new Map<string, string>();
    for (const route of contractRoutes) {
      const at = `${route.method} ${route.path.toLowerCase()}`;
      expect(seen.get(at), `${route.name} and ${seen.get(at)} are both ${at}`).toBeUndefined();
      seen.set(at, route.name);
    }
  });

  it('picks the route Fastify would: a literal segment before a param', () => {
    expect(contractRouteOf('GET', '/api/Campaign/42')?.name).toBe('campaignsApi.byId');
    expect(contractRouteOf('GET', '/api/Campaign/GetRemainingJobsToLaunch')?.name).toBe('campaignsApi.remainingJobs');
    expect(contractRouteOf('POST', '/api/Campaign/42')).toBeUndefined();
  });

  it('accepts what the server sends and says what is wrong with what it cannot', () => {
    const user = buildUser();
    expect(contractProblem('GET', '/api/User/5', 200, ok(user).body)).toBeNull();
    expect(contractProblem('GET', '/api/User/5', 404, { successful: false, status: 404, data: null, message: 'Not found' })).toBeNull();

    // A renamed field, a wrong type, a field the serializer drops, a status the route never answers.
    const { User_Email, ...renamed } = user;
    expect(contractProblem('GET', '/api/User/5', 200, ok({ ...renamed, User_Mail: User_Email }).body)).toMatch(
      /GET \/api\/User\/5 \(usersApi\.\w+, GET \/api\/User\/:\w+\) answering 200: the reply is not what the contract says[\s\S]*User_Email/,
    );
    expect(contractProblem('GET', '/api/User/5', 200, ok({ ...user, pk_User_ID: '11' }).body)).toMatch(/pk_User_ID/);
    expect(contractProblem('GET', '/api/User/5', 200, ok({ ...user, User_Nickname: 'Ada' }).body)).toMatch(
      /the contract has no field data\.User_Nickname/,
    );
    expect(contractProblem('GET', '/api/User/5', 201, ok(user, 201).body)).toMatch(/answers 200, never 201/);
    expect(contractProblem('GET', '/api/User/5', 400, { message: 'Bad' })).toMatch(/not the error wrapper/);
    expect(contractProblem('GET', '/api/Nowhere', 200, ok(null).body)).toMatch(/the server has no route/);
  });

  it('checks a RegExp route or a handler when it serves, for setup.ts to fail the test with', async () => {
    mockApi([{ method: 'GET', path: /^\/api\/User\/\d+$/, reply: () => ok({ ...buildUser(), User_Nickname: 'Ada' }) }]);
    await fetch('/api/User/5');
    const [violation, ...others] = takeContractViolations();
    expect(others).toEqual([]);
    expect(violation).toMatch(/breaks the API contract[\s\S]*GET \/api\/User\/5 .*User_Nickname/);
  });

  it('makes mockApi refuse such a stub', () => {
    expect(() => mockApi([{ method: 'GET', path: '/api/User/5', reply: ok({ ...buildUser(), pk_User_ID: '11' }) }])).toThrow(
      /breaks the API contract[\s\S]*pk_User_ID/,
    );
  });
});
