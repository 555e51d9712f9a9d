import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, SESSION_COOKIE } from '@candid/shared';
import { buildTestApp, withTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, buildEnterprise, buildUser, login, userRow, wrapper } from '../../../test/factories';
import { enterprises, sessions, users } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/Account/Register', payload: body });

const validRegistration = (email: string) => ({
  User_FirstName: 'Rita',
  User_LastName: 'Recruiter',
  Enterprise_Name: 'Rita Talent Partners',
  User_Email: email,
  Password: 'Sup3r$ecret',
  ConfirmPassword: 'Sup3r$ecret',
});

describe('POST /api/Account/Register', () => {
  it('creates an enterprise with its owner, flags onboarding, and signs in', async () => {
    const res = await register(validRegistration('Rita@Example.com'));
    const body = wrapper(res);
    expect(res.statusCode).toBe(201);
    const data = body.data as { pk_User_ID: number; fk_Enterprise_ID: number; User_Email: string };
    expect(data.User_Email).toBe('rita@example.com');

    const user = await userRow(t.app, data.pk_User_ID);
    expect(user.accessLevel).toBe(ACCESS_LEVEL.Owner);
    expect(user.isOnboarding).toBe(true);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [enterprise] = await t.app.ctx.db
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, data.fk_Enterprise_ID));
    expect(enterprise.name).toBe('Rita Talent Partners');
    expect(enterprise.city).toBe('Sydney');
    expect(enterprise.countryCode).toBe('AU');

    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    const me = await t.app.inject({
      url: '/api/User/GetUserByEmail/rita@example.com/',
      cookies: { [SESSION_COOKIE]: cookie!.value },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.Enterprise_Name).toBe('Rita Talent Partners');
  });

  it("reports a taken address as 'already taken' details, in any letter case", async () => {
    await register(validRegistration('taken@example.com'));
    const res = await register(validRegistration('TAKEN@example.com'));
    const body = wrapper(res);
    expect(res.statusCode).toBe(400);
    expect(body.details?.User_Email?.[0]).toContain('already taken');
    const [{ n }] = await t.app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = 'taken@example.com'`);
    expect(n).toBe(1);
  });

  it('rejects weak passwords and mismatched confirmation with the spec messages', async () => {
    const weak = wrapper(await register({ ...validRegistration('weak@example.com'), Password: 'password', ConfirmPassword: 'password' }));
    expect(weak.status).toBe(400);
    expect(weak.details?.Password).toContain(MSG.passwordStrength);
    const mismatch = wrapper(await register({ ...validRegistration('mm@example.com'), ConfirmPassword: 'Other$ecret1' }));
    expect(mismatch.details?.ConfirmPassword).toContain(MSG.passwordNotMatched);
  });
});

describe('POST /api/token', () => {
  const token = (username: string, password: string, grant = 'password') =>
    t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: new URLSearchParams({ username, password, grant_type: grant }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('issues an opaque bearer token that authenticates API calls, stored only as a hash', async () => {
    const owner = await buildEnterprise(t.app);
    const res = await token(owner.email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.access_token).toBe(body.access_token);
    expect(res.headers['cache-control']).toBe('no-store');
    const stored = await t.app.ctx.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(stored.some((s) => s.tokenHash === body.access_token)).toBe(false);

    const me = await t.app.inject({ url: `/api/User/${owner.id}`, headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user alike with invalid_grant', async () => {
    const owner = await buildEnterprise(t.app);
    for (const res of [await token(owner.email, 'Wrong!pass1'), await token('nobody@example.com', 'Wrong!pass1')]) {
      const body = wrapper(res);
      expect(res.statusCode).toBe(400);
      expect(body.message).toBe(MSG.invalidLogin);
      expect((res.json() as { error: string }).error).toBe('invalid_grant');
    }
  });

  it('refuses inactive users and other grant types', async () => {
    const owner = await buildEnterprise(t.app);
    const member = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    await t.app.ctx.db.update(users).set({ status: 0 }).where(eq(users.id, member.id));
    expect(wrapper(await token(member.email, PASSWORD)).message).toBe(MSG.userInactive);
    // Deactivation also ends the sessions the member already had.
    expect((await t.app.inject({ url: `/api/User/${member.id}`, headers: member.auth })).statusCode).toBe(401);
    const other = await token(owner.email, PASSWORD, 'client_credentials');
    expect(other.statusCode).toBe(400);
    expect(wrapper(other).details?.grant_type).toBeDefined();
  });
});

describe('POST /api/Account/Logout', () => {
  it('revokes the session: the same token is refused afterwards', async () => {
    const owner = await buildEnterprise(t.app);
    const before = await t.app.inject({ url: `/api/User/${owner.id}`, headers: owner.auth });
    expect(before.statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: owner.auth });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const after = await t.app.inject({ url: `/api/User/${owner.id}`, headers: owner.auth });
    expect(after.statusCode).toBe(401);
    expect(wrapper(after).message).toBe(MSG.unauthorized);
  });
});

describe('POST /api/Account/isEmailExists', () => {
  it('tells whether an address has an account in the caller’s enterprise only: another company’s accounts are not told', async () => {
    const owner = await buildEnterprise(t.app);
    const other = await buildEnterprise(t.app, 'Other Co');
    const ask = (email: string, id: number, headers = owner.auth) =>
      t.app.inject({ method: 'POST', url: `/api/Account/isEmailExists?email=${encodeURIComponent(email)}&id=${id}`, headers });
    expect((await ask(owner.email, owner.enterpriseId)).json().data).toBe(true);
    expect((await ask(other.email, owner.enterpriseId)).json().data).toBe(false);
    expect((await ask(other.email.toUpperCase(), owner.enterpriseId)).json().data).toBe(false);
    expect((await ask('free@example.com', owner.enterpriseId)).json().data).toBe(false);
    expect((await ask('free@example.com', other.enterpriseId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/isEmailExists?email=a@b.co' })).statusCode).toBe(401);
    expect((await ask('not-an-email', owner.enterpriseId)).statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('limits /api/token per address', async () => {
    await withTestApp({ env: { RATE_LIMIT_AUTH_MAX: '3' } }, async (limited) => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/token',
          payload: 'username=a%40b.co&password=x&grant_type=password',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(wrapper(res).message).toBe(MSG.tooManyRequests);
      }
      expect(codes).toEqual([400, 400, 400, 429, 429]);
    });
  });

  /** Five sign-ins, each claiming another client address in X-Forwarded-For. */
  async function rotatingForwardedFor(app: TestApp['app']): Promise<number[]> {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/token',
        remoteAddress: '203.0.113.7',
        payload: 'username=a%40b.co&password=x&grant_type=password',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      codes.push(res.statusCode);
    }
    return codes;
  }

  it('in production, a rotating X-Forwarded-For from a peer that is not a trusted proxy changes nothing', async () => {
    await withTestApp({ startWorkers: false, env: { NODE_ENV: 'production', RATE_LIMIT_AUTH_MAX: '3' } }, async (limited) => {
      expect(await rotatingForwardedFor(limited.app)).toEqual([400, 400, 400, 429, 429]);
    });
  });

  it('limits failed sign-ins per account from any address, and a success is not held against the next run', async () => {
    await withTestApp({ startWorkers: false, env: { RATE_LIMIT_ACCOUNT_MAX: '3' } }, async (limited) => {
      const owner = await buildEnterprise(limited.app, 'Locked Co');
      const signIn = (username: string, password: string, i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/token',
          remoteAddress: `198.51.100.${i}`,
          payload: `username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}&grant_type=password`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await signIn(owner.email, 'wrong-guess', i)).statusCode);
      // Locked now: even the right password waits, whichever address asks.
      const locked = await signIn(owner.email, PASSWORD, 9);
      codes.push(locked.statusCode);
      expect(codes).toEqual([400, 400, 400, 429]);
      expect(wrapper(locked).message).toBe(MSG.tooManyRequests);
      // Unknown addresses are limited the same way (the answer does not tell them apart).
      const unknown = [];
      for (let i = 0; i < 4; i++) unknown.push((await signIn('nobody@example.com', 'x', 20 + i)).statusCode);
      expect(unknown).toEqual([400, 400, 400, 429]);
      // Another account is not affected; and there a success ends the run of failures, so two
      // more wrong guesses after it are two, not four (with a limit of three).
      const other = await buildEnterprise(limited.app, 'Open Co');
      const tries = [];
      for (const [i, password] of ['wrong-guess', 'wrong-guess', PASSWORD, 'wrong-guess', 'wrong-guess', PASSWORD].entries()) {
        tries.push((await signIn(other.email, password, 30 + i)).statusCode);
      }
      expect(tries).toEqual([400, 400, 200, 400, 400, 200]);
    });
  });

  /** Asks until `ask` answers other than 429; resolves with that answer and when it came. */
  async function whenLimitEnds(ask: () => Promise<{ statusCode: number }>, withinMs: number) {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const res = await ask();
      if (res.statusCode !== 429) return { res, at: Date.now() };
      if (Date.now() > deadline) throw new Error(`still 429 after ${withinMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('answers 429 with Retry-After the rest of the window (RATE_LIMIT_AUTH_WINDOW_SECONDS), and again once the window has passed', async () => {
    await withTestApp({ startWorkers: false, env: { RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_AUTH_WINDOW_SECONDS: '2' } }, async (limited) => {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/token',
          payload: 'username=a%40b.co&password=x&grant_type=password',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const windowStart = Date.now();
      expect([(await ask()).statusCode, (await ask()).statusCode]).toEqual([400, 400]);
      const limitedRes = await ask();
      expect(limitedRes.statusCode).toBe(429);
      expect(wrapper(limitedRes).message).toBe(MSG.tooManyRequests);
      // Whole seconds until the 2-second window ends.
      expect(limitedRes.headers['retry-after']).toMatch(/^[12]$/);
      // Not before the window ends, and within a generous bound after it.
      const { res, at } = await whenLimitEnds(ask, 15_000);
      expect(res.statusCode).toBe(400);
      expect(at - windowStart).toBeGreaterThanOrEqual(1_900);
      // A fresh window: the limit counts from one again.
      expect((await ask()).statusCode).toBe(400);
      expect((await ask()).statusCode).toBe(429);
    });
  });

  it("locks an account's sign-in for RATE_LIMIT_ACCOUNT_WINDOW_SECONDS with Retry-After, then lets the right password in", async () => {
    await withTestApp({ startWorkers: false, env: { RATE_LIMIT_ACCOUNT_MAX: '2', RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: '2' } }, async (limited) => {
      const owner = await buildEnterprise(limited.app, 'Waiting Co');
      let address = 0;
      const signIn = (password: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/token',
          remoteAddress: `198.51.100.${++address}`,
          payload: `username=${encodeURIComponent(owner.email)}&password=${encodeURIComponent(password)}&grant_type=password`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const windowStart = Date.now();
      expect([(await signIn('wrong-guess')).statusCode, (await signIn('wrong-guess')).statusCode]).toEqual([400, 400]);
      const locked = await signIn(PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(wrapper(locked).message).toBe(MSG.tooManyRequests);
      expect(locked.headers['retry-after']).toMatch(/^[12]$/);
      const { res, at } = await whenLimitEnds(() => signIn(PASSWORD), 15_000);
      expect(res.statusCode).toBe(200);
      expect(at - windowStart).toBeGreaterThanOrEqual(1_900);
    });
  });

  it('sends Retry-After with the default windows too: at most a minute per address, 15 minutes per account', async () => {
    await withTestApp({ startWorkers: false, env: { RATE_LIMIT_AUTH_MAX: '1', RATE_LIMIT_ACCOUNT_MAX: '1' } }, async (limited) => {
      const ask = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/token',
          remoteAddress: '198.51.100.200',
          payload: `username=someone%40example.com&password=x${i}&grant_type=password`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      expect((await ask(1)).statusCode).toBe(400);
      const perAddress = await ask(2);
      expect(perAddress.statusCode).toBe(429);
      expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(perAddress.headers['retry-after'])).toBeLessThanOrEqual(60);
      // From another address, the account's own lock answers.
      const perAccount = await limited.app.inject({
        method: 'POST',
        url: '/api/token',
        remoteAddress: '198.51.100.201',
        payload: 'username=someone%40example.com&password=x3&grant_type=password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(perAccount.statusCode).toBe(429);
      expect(Number(perAccount.headers['retry-after'])).toBeGreaterThan(890);
      expect(Number(perAccount.headers['retry-after'])).toBeLessThanOrEqual(900);
    });
  });

  it('behind a trusted proxy, the forwarded client address is the one limited', async () => {
    await withTestApp({ startWorkers: false, env: { RATE_LIMIT_AUTH_MAX: '3', TRUSTED_PROXIES: '203.0.113.0/24' } }, async (proxied) => {
      // Five different clients behind the proxy: one try each, none limited.
      expect(await rotatingForwardedFor(proxied.app)).toEqual([400, 400, 400, 400, 400]);
    });
  });
});

describe('session cookie', () => {
  it('works in place of the bearer header', async () => {
    const owner = await buildEnterprise(t.app);
    const token = await login(t.app, owner.email);
    const res = await t.app.inject({ url: `/api/User/${owner.id}`, cookies: { [SESSION_COOKIE]: token } });
    expect(res.statusCode).toBe(200);
    const bad = await t.app.inject({ url: `/api/User/${owner.id}`, cookies: { [SESSION_COOKIE]: 'forged' } });
    expect(bad.statusCode).toBe(401);
  });
});
