import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_LEVEL, USER_STATUS } from '@candid/shared';
import { buildTestApp, engine, type TestApp } from '../../../test/harness';
import { buildEnterprise, buildUser } from '../../../test/factories';
import { sessions, users } from '../../db/schema/index';
import type { AuthContext } from '../../actors';
import { SessionCache } from './session-cache';

const auth = (userId: number, sessionId = userId * 10): AuthContext => ({
  sessionId,
  userId,
  enterpriseId: 1,
  accessLevel: ACCESS_LEVEL.Owner,
  email: `u${userId}@example.com`,
});

describe('SessionCache', () => {
  const listeningCache = (ttl = 1000, max = 100) => {
    const cache = new SessionCache(ttl, max);
    cache.setListening(true);
    return cache;
  };

  it('holds a session until its TTL or the session expiry, whichever is sooner', () => {
    const cache = listeningCache(1000);
    cache.set('a', auth(1), 10_000, cache.version, 0);
    cache.set('b', auth(2), 500, cache.version, 0);
    expect(cache.get('a', 999)).toEqual(auth(1));
    expect(cache.get('a', 1000)).toBeNull();
    expect(cache.get('b', 499)).toEqual(auth(2));
    expect(cache.get('b', 500)).toBeNull();
  });

  it('holds nothing while it cannot hear changes, and drops everything when that changes', () => {
    const cache = new SessionCache();
    cache.set('a', auth(1), Date.now() + 60_000, cache.version);
    expect(cache.get('a')).toBeNull();
    cache.setListening(true);
    cache.set('a', auth(1), Date.now() + 60_000, cache.version);
    expect(cache.get('a')).not.toBeNull();
    cache.setListening(false);
    expect(cache.get('a')).toBeNull();
  });

  it("forgets a user's sessions on their id, everyone's on '*' or an unreadable payload", () => {
    const cache = listeningCache();
    const fill = () => {
      cache.set('a1', auth(1, 11), Date.now() + 60_000, cache.version);
      cache.set('a2', auth(1, 12), Date.now() + 60_000, cache.version);
      cache.set('b', auth(2), Date.now() + 60_000, cache.version);
    };
    fill();
    cache.changed('1');
    expect([cache.get('a1'), cache.get('a2')]).toEqual([null, null]);
    expect(cache.get('b')).not.toBeNull();
    cache.changed('*');
    expect(cache.size).toBe(0);
    fill();
    cache.changed('garbage');
    expect(cache.size).toBe(0);
    fill();
    cache.forgetSession(11);
    expect(cache.get('a1')).toBeNull();
    expect(cache.get('a2')).not.toBeNull();
  });

  it('does not cache a read that began before a change was heard (the change may have ended it)', () => {
    const cache = listeningCache();
    const readAt = cache.version;
    cache.changed('7');
    cache.set('a', auth(1), Date.now() + 60_000, readAt);
    expect(cache.get('a')).toBeNull();
  });

  it('makes room by dropping the oldest entry', () => {
    const cache = listeningCache(60_000, 2);
    for (const key of ['a', 'b', 'c']) cache.set(key, auth(1), Date.now() + 60_000, cache.version);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')).not.toBeNull();
  });
});

/** Polls `check` until it holds, for at most `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe(`cached sessions on ${engine}`, () => {
  // Two servers on one database, as two replicas behind a load balancer.
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ startWorkers: false });
    b = await buildTestApp({ database: a.database, startWorkers: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const me = (app: TestApp, user: { id: number; auth: Record<string, string> }) =>
    app.app.inject({ url: `/api/User/${user.id}`, headers: user.auth });

  it('answers a repeated request from memory: the session is not read again', async () => {
    const owner = await buildEnterprise(a.app);
    expect((await me(a, owner)).statusCode).toBe(200);
    // Revoked behind the cache's back (the triggers that tell it are off for this one statement),
    // the session still answers: the second request did not read it from the database.
    await a.database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE sessions DISABLE TRIGGER USER`);
      await tx.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, owner.id));
      await tx.execute(sql`ALTER TABLE sessions ENABLE TRIGGER USER`);
    });
    expect((await me(a, owner)).statusCode).toBe(200);
    // The other server never cached it and reads the revocation.
    expect((await me(b, owner)).statusCode).toBe(401);
  });

  it('refuses a session signed out on this server at once, and on the other as the database tells it', async () => {
    const owner = await buildEnterprise(a.app);
    expect((await me(a, owner)).statusCode).toBe(200);
    expect((await me(b, owner)).statusCode).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: owner.auth });
    expect(out.statusCode).toBe(200);
    expect((await me(a, owner)).statusCode).toBe(401);
    const ms = await within(2000, async () => (await me(b, owner)).statusCode === 401);
    expect(ms).toBeLessThan(2000);
  });

  it('sees a role change or a deactivation made by any server, or by SQL, on the next requests', async () => {
    const owner = await buildEnterprise(a.app);
    const member = await buildUser(a.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
    const me2 = (app: TestApp) => me(app, member);
    // Templates are edited by administrators, not by hiring managers: the access check (403)
    // comes before the body's (400), so an empty body tells which the session allows.
    const editTemplate = async (app: TestApp) =>
      (await app.app.inject({ method: 'POST', url: '/api/Template', headers: member.auth, payload: {} })).statusCode;
    expect((await me2(a)).statusCode).toBe(200);
    expect(await editTemplate(a)).toBe(400);
    expect(await editTemplate(b)).toBe(400);

    // The owner changes the role through server A: A knows at once, B within moments.
    const change = await a.app.inject({
      method: 'PUT',
      url: '/api/User',
      headers: owner.auth,
      payload: { pk_User_ID: member.id, User_AccessLevel: ACCESS_LEVEL.HiringManager },
    });
    expect(change.statusCode).toBe(200);
    expect(await editTemplate(a)).toBe(403);
    await within(2000, async () => (await editTemplate(b)) === 403);

    // A deactivation written by SQL (an operator, another tool) reaches both servers.
    await a.database.db.update(users).set({ status: USER_STATUS.Inactive }).where(eq(users.id, member.id));
    await within(2000, async () => (await me2(a)).statusCode === 401 && (await me2(b)).statusCode === 401);
  });

  // PostgreSQL only (PGlite has no connection to cut): defined on that engine alone, so that a
  // PGlite run does not count it as a skipped test — skips are kept for missing dependencies.
  if (engine === 'postgres') it('reads every session from the database while the listening connection is down', async () => {
    const owner = await buildEnterprise(a.app);
    expect((await me(b, owner)).statusCode).toBe(200);
    // Cut B's listening connection (A's too: both listen on the same channel).
    await a.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
    );
    // Wait until the loss is seen: a revocation no one is told about is still refused.
    await within(2000, async () => {
      await a.database.db.execute(sql`ALTER TABLE sessions DISABLE TRIGGER USER`);
      await a.database.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, owner.id));
      await a.database.db.execute(sql`ALTER TABLE sessions ENABLE TRIGGER USER`);
      return (await me(b, owner)).statusCode === 401;
    });
    // Once it listens again (about 2 s), sessions are cached and revocations heard as before.
    const other = await buildEnterprise(a.app);
    await within(10_000, async () => {
      await a.database.db.execute(sql`SELECT 1`);
      const listening = await a.database.db.execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
      );
      return (listening.rows[0] as { n: number }).n >= 2;
    });
    expect((await me(b, other)).statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: other.auth });
    await within(2000, async () => (await me(b, other)).statusCode === 401);
  });
});
