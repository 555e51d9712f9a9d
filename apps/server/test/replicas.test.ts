import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, apiKeyCreatedSchema } from '@candid/shared';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, freshDatabase, type TestApp } from './harness';
import { PASSWORD, buildEnterprise, caller, wrapper } from './factories';
import type { Database } from '../src/db/client';
import { rateLimitWindows } from '../src/db/schema/index';
import { windowKey } from '../src/http/rate-limit';

/*
 * Two server processes on one database, as behind a load balancer (issue 30): every rate limit
 * is counted once for both, so two replicas allow what one does.
 */

const env = { RATE_LIMIT_AUTH_MAX: '4', API_KEY_RATE_LIMIT: '3' };
let database: Database;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  database = await freshDatabase();
  one = await buildTestApp({ database, env, startWorkers: false });
  two = await buildTestApp({ database, env, startWorkers: false });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
});

const signIn = (app: TestApp['app'], email: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress,
    payload: `username=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}&grant_type=password`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('rate limits across replicas', () => {
  it("locks an account after RATE_LIMIT_ACCOUNT_MAX failed sign-ins spread over both, on both; a success on one clears the other's count", async () => {
    const owner = await buildEnterprise(one.app, 'Replicated Co');
    const codes = [];
    // Ten wrong guesses (the default maximum), each from its own address, taking turns.
    for (let i = 0; i < 10; i++) codes.push((await signIn(i % 2 ? two.app : one.app, owner.email, 'wrong-guess', `198.51.100.${i}`)).statusCode);
    expect(codes).toEqual(Array(10).fill(400));
    for (const [app, address] of [[one.app, '198.51.100.50'], [two.app, '198.51.100.51']] as const) {
      const locked = await signIn(app, owner.email, PASSWORD, address);
      expect(locked.statusCode).toBe(429);
      expect(wrapper(locked).message).toBe(MSG.tooManyRequests);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);
    }

    // Once the window has passed, a success on one replica ends the run for both.
    await database.db.update(rateLimitWindows).set({ resetsAt: sql`now()` }).where(eq(rateLimitWindows.key, windowKey('sign-in-failures', owner.email.toLowerCase())));
    for (let i = 0; i < 9; i++) expect((await signIn(one.app, owner.email, 'wrong-guess', `198.51.100.${60 + i}`)).statusCode).toBe(400);
    expect((await signIn(two.app, owner.email, PASSWORD, '198.51.100.70')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await signIn(one.app, owner.email, 'wrong-guess', `198.51.100.${80 + i}`)).statusCode).toBe(400);
  });

  it('counts a route limited per address (RATE_LIMIT_AUTH_MAX) over both', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await signIn(i % 2 ? two.app : one.app, 'nobody@example.com', `x${i}`, '192.0.2.9')).statusCode);
    expect(codes).toEqual([400, 400, 400, 400]);
    for (const app of [one.app, two.app]) {
      const refused = await signIn(app, 'nobody@example.com', 'x', '192.0.2.9');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    }
    // Another address is not affected.
    expect((await signIn(two.app, 'nobody@example.com', 'x', '192.0.2.10')).statusCode).toBe(400);
  });

  it('counts an API key\'s requests (API_KEY_RATE_LIMIT a minute) over both', async () => {
    const owner = await buildEnterprise(one.app, 'Keyed Co');
    const created = await caller(one.app)('POST', '/api/ApiKey', owner.auth, { Name: 'sync', Role: 0, ExpiresInDays: 1 });
    const key = apiKeyCreatedSchema.parse(wrapper(created).data);
    const list = (app: TestApp['app']) => caller(app)('GET', '/api/Campaign', { authorization: `Bearer ${key.Secret}` });
    expect([(await list(one.app)).statusCode, (await list(two.app)).statusCode, (await list(one.app)).statusCode]).toEqual([200, 200, 200]);
    const limited = await list(two.app);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await list(one.app)).statusCode).toBe(429);
  });
});

describe('sessions across replicas', () => {
  it('refuses a session signed out on one replica on the other as soon as the database tells it, not after the cache’s 15 s', async () => {
    const owner = await buildEnterprise(one.app, 'Signed Out Co');
    const me = (app: TestApp['app']) => caller(app)('GET', `/api/User/${owner.id}`, owner.auth);
    // The second replica has read the session and caches it.
    expect((await me(two.app)).statusCode).toBe(200);
    expect((await me(two.app)).statusCode).toBe(200);
    const signedOut = performance.now();
    expect((await caller(one.app)('POST', '/api/Account/Logout', owner.auth)).statusCode).toBe(200);
    // NOTIFY reaches the other process's listener at commit: a few milliseconds, polled at 10 ms.
    await expect.poll(async () => (await me(two.app)).statusCode, { interval: 10, timeout: 2_000 }).toBe(401);
    expect(performance.now() - signedOut).toBeLessThan(2_000);
    expect((await me(one.app)).statusCode).toBe(401);
  });
});
