import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVEL, MSG, SESSION_COOKIE, type AccountSession } from '@candid/shared';
import { buildTestApp, withTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, buildEnterprise, buildUser, caller, login, wrapper, type TestUser } from '../../../test/factories';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  call = caller(t.app);
  owner = await buildEnterprise(t.app, 'Account Co');
});
afterAll(() => t.close());

const NEW_PASSWORD = 'N3w!Passw0rd';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const change = (headers: Record<string, string>, body: object) => call('POST', '/api/Account/ChangePassword', headers, body);
const sessionsOf = async (headers: Record<string, string>) => {
  const res = await call('GET', '/api/Account/Sessions', headers);
  expect(res.statusCode).toBe(200);
  return wrapper(res).data as AccountSession[];
};
/** A member signed in `extra` more times (other browsers), with those tokens. */
async function memberWithSessions(extra: number) {
  const member = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
  const others: string[] = [];
  for (let i = 0; i < extra; i++) others.push(await login(t.app, member.email));
  return { member, others };
}

describe('POST /api/Account/ChangePassword', () => {
  it('answers 401 without a session', async () => {
    expect((await change({}, { CurrentPassword: PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD })).statusCode).toBe(401);
  });

  it('refuses a wrong current password, a weak or mismatched new one, with details, and changes nothing', async () => {
    const { member } = await memberWithSessions(0);
    const wrong = await change(member.auth, { CurrentPassword: 'Wr0ng!pass', NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrapper(wrong)).toMatchObject({ message: MSG.currentPasswordWrong, details: { CurrentPassword: [MSG.currentPasswordWrong] } });

    const weak = await change(member.auth, { CurrentPassword: PASSWORD, NewPassword: 'weakpass', ConfirmPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(wrapper(weak).details).toEqual({ NewPassword: [MSG.passwordStrength] });

    const mismatch = await change(member.auth, { CurrentPassword: PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: `${NEW_PASSWORD}x` });
    expect(mismatch.statusCode).toBe(400);
    expect(wrapper(mismatch).details).toEqual({ ConfirmPassword: [MSG.passwordNotMatched] });

    const missing = await change(member.auth, { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(wrapper(missing).details ?? {})).toContain('CurrentPassword');

    // Still the old password, and the session still works.
    await expect(login(t.app, member.email, NEW_PASSWORD)).rejects.toThrow(/login failed/);
    expect(await login(t.app, member.email)).toEqual(expect.any(String));
    expect((await call('GET', '/api/Account/Sessions', member.auth)).statusCode).toBe(200);
  });

  it('sets the new password, keeps the current session and signs out every other one', async () => {
    const { member, others } = await memberWithSessions(2);
    const outsider = await buildEnterprise(t.app, 'Bystander Co');
    const res = await change(member.auth, { CurrentPassword: PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(wrapper(res)).toMatchObject({ data: MSG.passwordChanged, message: MSG.passwordChanged });

    expect((await sessionsOf(member.auth)).map((s) => s.current)).toEqual([true]);
    for (const token of others) expect((await call('GET', '/api/Account/Sessions', bearer(token))).statusCode).toBe(401);
    // Other users' sessions are untouched.
    expect((await call('GET', '/api/Account/Sessions', outsider.auth)).statusCode).toBe(200);

    await expect(login(t.app, member.email, PASSWORD)).rejects.toThrow(/login failed/);
    expect(await login(t.app, member.email, NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it('is rate-limited per address like the other authentication routes', async () => {
    await withTestApp({ startWorkers: false, env: { RATE_LIMIT_AUTH_MAX: '2' } }, async (limited) => {
      const someone = await buildEnterprise(limited.app, 'Limited Co');
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await caller(limited.app)('POST', '/api/Account/ChangePassword', someone.auth, {
          CurrentPassword: 'Wr0ng!pass',
          NewPassword: NEW_PASSWORD,
          ConfirmPassword: NEW_PASSWORD,
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    });
  });
});

describe('GET /api/Account/Sessions', () => {
  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/Account/Sessions', {})).statusCode).toBe(401);
  });

  it('lists only the caller’s live sessions, newest first, marking the current one, without tokens', async () => {
    const { member, others } = await memberWithSessions(2);
    const list = await sessionsOf(member.auth);
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.id)).toEqual([...list.map((s) => s.id)].sort((a, b) => b - a));
    expect(list[0]).toEqual({ id: expect.any(Number), createdAt: expect.any(String), expiresAt: expect.any(String), userAgent: 'lightMyRequest', ip: '127.0.0.1', current: false });
    const json = JSON.stringify(list);
    for (const token of [member.token, ...others]) expect(json).not.toContain(token);
    // Seen from another of the sessions, a different one is current.
    const fromOther = await sessionsOf(bearer(others[1]));
    expect(fromOther.find((s) => s.current)?.id).not.toBe(list.find((s) => s.current)?.id);
    // The owner's list does not include the member's.
    const ownerIds = (await sessionsOf(owner.auth)).map((s) => s.id);
    expect(ownerIds.some((id) => list.some((s) => s.id === id))).toBe(false);
  });
});

describe('DELETE /api/Account/Sessions/{id}', () => {
  it('answers 401 without a session and 400 for a malformed id', async () => {
    expect((await call('DELETE', '/api/Account/Sessions/1', {})).statusCode).toBe(401);
    const bad = await call('DELETE', '/api/Account/Sessions/abc', owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(wrapper(bad).details ?? {})).toContain('id');
  });

  it('signs out another of the caller’s sessions: its next request is 401', async () => {
    const { member, others } = await memberWithSessions(1);
    const other = (await sessionsOf(member.auth)).find((s) => !s.current)!;
    const res = await call('DELETE', `/api/Account/Sessions/${other.id}`, member.auth);
    expect(res.statusCode).toBe(200);
    expect(wrapper(res)).toMatchObject({ data: true, message: MSG.sessionRevoked });
    expect((await call('GET', '/api/Account/Sessions', bearer(others[0]))).statusCode).toBe(401);
    expect((await sessionsOf(member.auth)).map((s) => s.id)).not.toContain(other.id);
    // Once ended, it is not found again.
    expect((await call('DELETE', `/api/Account/Sessions/${other.id}`, member.auth)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s session (same enterprise or not) and leaves it signed in', async () => {
    const { member } = await memberWithSessions(0);
    const outsider = await buildEnterprise(t.app, 'Elsewhere Co');
    for (const victim of [owner, outsider]) {
      const target = (await sessionsOf(victim.auth)).find((s) => s.current)!;
      expect((await call('DELETE', `/api/Account/Sessions/${target.id}`, member.auth)).statusCode).toBe(404);
      expect((await call('GET', '/api/Account/Sessions', victim.auth)).statusCode).toBe(200);
    }
    expect((await call('DELETE', '/api/Account/Sessions/999999', member.auth)).statusCode).toBe(404);
  });

  it('signing out the current session signs the caller out and clears the cookie', async () => {
    const { member } = await memberWithSessions(0);
    const current = (await sessionsOf(member.auth)).find((s) => s.current)!;
    const res = await call('DELETE', `/api/Account/Sessions/${current.id}`, member.auth);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.value).toBe('');
    expect((await call('GET', '/api/Account/Sessions', member.auth)).statusCode).toBe(401);
  });
});
