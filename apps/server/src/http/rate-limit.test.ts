import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import { SWEEP_EVERY, TargetLimit, authRateLimit, createTargetLimits, databaseRateLimitStore, retryAfterSeconds, windowKey } from './rate-limit';
import type { Database } from '../db/client';
import { rateLimitWindows } from '../db/schema/index';
import { freshDatabase, testConfig } from '../../test/harness';

/* The fixed windows in rate_limit_windows, over a real database; several limits or stores on one database stand for several server processes. */

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** Ends the window of `target` under the limit `name` now, as if its time had passed. */
const endWindow = (name: string, target: string) =>
  database.db.update(rateLimitWindows).set({ resetsAt: sql`now()` }).where(eq(rateLimitWindows.key, windowKey(name, target)));

const takes = async (limit: TargetLimit, target: string, n: number) => {
  const answers: boolean[] = [];
  for (let i = 0; i < n; i++) answers.push(await limit.take(target));
  return answers;
};

describe('TargetLimit', () => {
  it('refuses past max within a window, says how long is left, and starts afresh when the window ends', async () => {
    const limit = new TargetLimit(database.db, 'window', 2, 10_000);
    expect(await takes(limit, 'a', 3)).toEqual([true, true, false]);
    expect(await limit.exhausted('a')).toBe(true);
    const left = await limit.msUntilReset('a');
    expect(left).toBeGreaterThan(8_000);
    expect(left).toBeLessThanOrEqual(10_000);
    await endWindow('window', 'a');
    expect(await limit.exhausted('a')).toBe(false);
    expect(await limit.msUntilReset('a')).toBe(0);
    expect(await takes(limit, 'a', 3)).toEqual([true, true, false]);
    expect(await limit.msUntilReset('a')).toBeGreaterThan(8_000);
  });

  it('keeps targets and limits apart, and clear() forgets one target', async () => {
    const limit = new TargetLimit(database.db, 'apart', 1, 60_000);
    const other = new TargetLimit(database.db, 'apart-other', 1, 60_000);
    expect(await takes(limit, 'a', 2)).toEqual([true, false]);
    expect(await limit.take('b')).toBe(true);
    expect(await other.take('a')).toBe(true);
    await limit.clear('a');
    expect(await limit.exhausted('a')).toBe(false);
    expect(await limit.take('a')).toBe(true);
    expect(await limit.exhausted('b')).toBe(true);
  });

  it('counts together with the same limit in another process, hits at the same moment included', async () => {
    const [one, two] = [new TargetLimit(database.db, 'shared', 10, 60_000), new TargetLimit(database.db, 'shared', 10, 60_000)];
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? one : two).take('job-1')));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await one.exhausted('job-1')).toBe(true);
    expect(await two.exhausted('job-1')).toBe(true);
  });

  it('sweeps ended windows now and then, and leaves live ones', async () => {
    const limit = new TargetLimit(database.db, 'sweep', 1_000, 60_000);
    await limit.take('ended');
    await endWindow('sweep', 'ended');
    await takes(limit, 'live', SWEEP_EVERY);
    const keys = (await database.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map((r) => r.key);
    expect(keys).toContain(windowKey('sweep', 'live'));
    expect(keys).not.toContain(windowKey('sweep', 'ended'));
  });
});

describe('the per-route store', () => {
  /** A server with one limited route and one other, its limits in the shared database. */
  async function server() {
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
    app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: 30_000 } } }, async () => 'ok');
    app.get('/other', { config: { rateLimit: { max: 2, timeWindow: 30_000 } } }, async () => 'ok');
    await app.ready();
    return app;
  }

  it('counts a route per address across servers, apart from other routes and addresses, with Retry-After', async () => {
    const [one, two] = [await server(), await server()];
    try {
      const get = (app: typeof one, url: string, remoteAddress = '192.0.2.1') => app.inject({ method: 'GET', url, remoteAddress });
      const codes = [(await get(one, '/limited')).statusCode, (await get(two, '/limited')).statusCode];
      const refused = await get(one, '/limited');
      expect([...codes, refused.statusCode]).toEqual([200, 200, 429]);
      expect((await get(two, '/limited')).statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(25);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);
      expect((await get(two, '/other')).statusCode).toBe(200);
      expect((await get(two, '/limited', '192.0.2.2')).statusCode).toBe(200);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('limits from the configuration', () => {
  it('takes the auth and account windows from RATE_LIMIT_*_WINDOW_SECONDS (defaults: a minute, 15 minutes)', () => {
    expect(authRateLimit({ config: testConfig() })).toMatchObject({ timeWindow: 60_000 });
    expect(authRateLimit({ config: testConfig({ RATE_LIMIT_AUTH_WINDOW_SECONDS: '5', RATE_LIMIT_AUTH_MAX: '3' }) })).toEqual({ max: 3, timeWindow: 5_000 });
    expect(createTargetLimits(database.db, testConfig()).signInFailures.windowMs).toBe(15 * 60_000);
    const limits = createTargetLimits(database.db, testConfig({ RATE_LIMIT_ACCOUNT_MAX: '4', RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: '7' }));
    expect([limits.signInFailures.max, limits.signInFailures.windowMs]).toEqual([4, 7_000]);
  });

  it('gives Retry-After in whole seconds, rounded up, at least one', () => {
    expect([0, 1, 999, 1_000, 1_001, 60_000].map(retryAfterSeconds)).toEqual(['1', '1', '1', '1', '2', '60']);
  });
});
