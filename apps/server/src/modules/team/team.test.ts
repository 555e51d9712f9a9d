import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, USER_STATUS } from '@candid/shared';
import { useTestApp } from '../../../test/harness';
import { setPlan } from '../../../test/candidate-fixtures';
import { buildCampaign, buildEnterprise, buildUser, login, userRow, wrapper, type TestUser } from '../../../test/factories';
import { users } from '../../db/schema/index';

const t = useTestApp({ startWorkers: false });
const { call } = t;

/** Subscribes the enterprise to a new package that started yesterday (the latest active subscription is the plan). */
const subscribe = (owner: TestUser, plan: { maxInvites?: number | null; maxUsers?: number | null; expiresAt?: string | null }) =>
  setPlan(t.app, owner, { ...plan, startedAt: new Date(Date.now() - 86_400_000).toISOString() });

const put = (headers: Record<string, string>, body: object) => call('PUT', '/api/User', headers, body);
const invite = (owner: TestUser, emails: string[]) =>
  call('POST', `/api/Message/SendInviteUser?enterpriseID=${owner.enterpriseId}&userAccessLevelId=${ACCESS_LEVEL.HiringManager}`, owner.auth, emails as unknown as object);
const member = (owner: TestUser, level: number = ACCESS_LEVEL.HiringManager) => buildUser(t.app, owner.enterpriseId, level);
const invitedRows = async (email: string) => t.app.ctx.db.select().from(users).where(eq(users.email, email));
const planLimit = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(402);
  const body = wrapper(res);
  expect(body).toMatchObject({ successful: false, message: MSG.packageLimitText });
  expect((res.json() as { error?: string }).error).toBe('plan_limit');
  return body;
};

describe('PUT /api/User: access', () => {
  it('answers 401 without a session and 400 with details for bad input', async () => {
    const owner = await buildEnterprise(t.app, 'Access Co');
    expect((await put({}, { pk_User_ID: owner.id, User_FirstName: 'X' })).statusCode).toBe(401);
    const bad = await put(owner.auth, { pk_User_ID: owner.id, User_Status: 5 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(wrapper(bad).details ?? {})).toContain('User_Status');
    const noId = await put(owner.auth, { User_FirstName: 'X' });
    expect(Object.keys(wrapper(noId).details ?? {})).toContain('pk_User_ID');
  });

  it('answers 404 for another enterprise’s member, and changes nothing there', async () => {
    const owner = await buildEnterprise(t.app, 'Mine Co');
    const outsider = await buildEnterprise(t.app, 'Theirs Co');
    const theirs = await member(outsider);
    for (const change of [{ User_Status: 0 }, { User_AccessLevel: ACCESS_LEVEL.Admin }, { User_FirstName: 'Hijacked' }]) {
      expect((await put(owner.auth, { pk_User_ID: theirs.id, ...change })).statusCode).toBe(404);
    }
    expect(await userRow(t.app, theirs.id)).toMatchObject({ status: 1, accessLevel: ACCESS_LEVEL.HiringManager, firstName: 'Test' });
  });

  it('lets only the owner change another member’s status or role: Hiring Managers, Administrators and Admins get 403', async () => {
    const owner = await buildEnterprise(t.app, 'Roles Co');
    const target = await member(owner);
    for (const level of [ACCESS_LEVEL.HiringManager, ACCESS_LEVEL.Administrator, ACCESS_LEVEL.Admin]) {
      const actor = await member(owner, level);
      expect((await put(actor.auth, { pk_User_ID: target.id, User_Status: 0 })).statusCode).toBe(403);
      expect((await put(actor.auth, { pk_User_ID: target.id, User_AccessLevel: ACCESS_LEVEL.Admin })).statusCode).toBe(403);
      // Nor their own.
      const other = level === ACCESS_LEVEL.Admin ? ACCESS_LEVEL.HiringManager : ACCESS_LEVEL.Admin;
      expect((await put(actor.auth, { pk_User_ID: actor.id, User_AccessLevel: other })).statusCode).toBe(403);
      expect((await put(actor.auth, { pk_User_ID: actor.id, User_Status: 0 })).statusCode).toBe(403);
    }
    expect(await userRow(t.app, target.id)).toMatchObject({ status: 1, accessLevel: ACCESS_LEVEL.HiringManager });
    const res = await put(owner.auth, { pk_User_ID: target.id, User_AccessLevel: ACCESS_LEVEL.Administrator });
    expect(res.statusCode).toBe(200);
    expect(wrapper(res).data).toMatchObject({ pk_User_ID: target.id, User_AccessLevel: ACCESS_LEVEL.Administrator });
  });
});

describe('PUT /api/User: role and status take effect on the member’s next request', () => {
  it('a new role changes what the member’s next call may do', async () => {
    const owner = await buildEnterprise(t.app, 'Next Request Co');
    const job = await buildCampaign(t.app, owner);
    const admin = await member(owner, ACCESS_LEVEL.Admin);
    const shares = () => call('GET', `/api/ReviewShare?campaignId=${job.id}`, admin.auth);
    expect((await shares()).statusCode).toBe(200);
    expect((await put(owner.auth, { pk_User_ID: admin.id, User_AccessLevel: ACCESS_LEVEL.HiringManager })).statusCode).toBe(200);
    expect((await shares()).statusCode).toBe(403);
    expect((await put(owner.auth, { pk_User_ID: admin.id, User_AccessLevel: ACCESS_LEVEL.Admin })).statusCode).toBe(200);
    expect((await shares()).statusCode).toBe(200);
  });

  it('a deactivated member’s next request is 401, and re-activation does not revive the old session', async () => {
    const owner = await buildEnterprise(t.app, 'Deactivate Co');
    const m = await member(owner);
    expect((await call('GET', `/api/User/${m.id}`, m.auth)).statusCode).toBe(200);
    const off = await put(owner.auth, { pk_User_ID: m.id, User_Status: 0 });
    expect(off.statusCode).toBe(200);
    expect(wrapper(off).data).toMatchObject({ User_Status: 0 });
    expect((await call('GET', `/api/User/${m.id}`, m.auth)).statusCode).toBe(401);
    await expect(login(t.app, m.email)).rejects.toThrow(/login failed/);

    expect((await put(owner.auth, { pk_User_ID: m.id, User_Status: 1 })).statusCode).toBe(200);
    expect((await call('GET', `/api/User/${m.id}`, m.auth)).statusCode).toBe(401);
    const fresh = await login(t.app, m.email);
    expect((await call('GET', `/api/User/${m.id}`, { authorization: `Bearer ${fresh}` })).statusCode).toBe(200);
  });
});

describe('PUT /api/User: re-activation is gated by the plan', () => {
  async function deactivated() {
    const owner = await buildEnterprise(t.app, `Gate ${randomUUID().slice(0, 6)}`);
    const m = await member(owner);
    expect((await put(owner.auth, { pk_User_ID: m.id, User_Status: 0 })).statusCode).toBe(200);
    return { owner, m };
  }

  it('refuses (402, package-limit message) when no invites remain, and allows it once some do', async () => {
    const { owner, m } = await deactivated();
    // One member was invited this period: a package of one invite has none left.
    await subscribe(owner, { maxInvites: 1, maxUsers: null });
    const body = planLimit(await put(owner.auth, { pk_User_ID: m.id, User_Status: 1 }));
    expect(body.details).toMatchObject({ remainingInvites: ['0'] });
    expect((await userRow(t.app, m.id)).status).toBe(USER_STATUS.Inactive);

    await subscribe(owner, { maxInvites: 2, maxUsers: null });
    const res = await put(owner.auth, { pk_User_ID: m.id, User_Status: 1 });
    expect(res.statusCode).toBe(200);
    expect(wrapper(res).data).toMatchObject({ User_Status: 1 });
    expect(await login(t.app, m.email)).toEqual(expect.any(String));
  });

  it('refuses when the package has expired', async () => {
    const { owner, m } = await deactivated();
    await subscribe(owner, { maxInvites: 100, maxUsers: 100, expiresAt: new Date(Date.now() - 60_000).toISOString() });
    planLimit(await put(owner.auth, { pk_User_ID: m.id, User_Status: 1 }));
    expect((await userRow(t.app, m.id)).status).toBe(USER_STATUS.Inactive);
  });

  it('refuses when the team already fills the package’s maxUsers (active members and open invitations, owner included)', async () => {
    const { owner, m } = await deactivated();
    await member(owner);
    // Seats: the owner and one active member.
    await subscribe(owner, { maxInvites: 100, maxUsers: 2 });
    expect(planLimit(await put(owner.auth, { pk_User_ID: m.id, User_Status: 1 })).details).toMatchObject({ remainingUsers: ['0'] });
    await subscribe(owner, { maxInvites: 100, maxUsers: 3 });
    expect((await put(owner.auth, { pk_User_ID: m.id, User_Status: 1 })).statusCode).toBe(200);
  });

  it('does not gate other edits of an active or inactive member', async () => {
    const { owner, m } = await deactivated();
    await subscribe(owner, { maxInvites: 0, maxUsers: 1 });
    expect((await put(owner.auth, { pk_User_ID: m.id, User_FirstName: 'Still', User_Status: 0 })).statusCode).toBe(200);
    expect((await put(owner.auth, { pk_User_ID: m.id, User_AccessLevel: ACCESS_LEVEL.Admin })).statusCode).toBe(200);
    expect((await put(owner.auth, { pk_User_ID: owner.id, User_FirstName: 'Boss' })).statusCode).toBe(200);
  });
});

describe('team invitations and the package’s maxUsers', () => {
  it('the default package allows 5 team members, owner and open invitations included: beyond that 402, nothing sent', async () => {
    const owner = await buildEnterprise(t.app, 'Seats Co');
    const leaving = await member(owner);
    await member(owner);
    // Seats: 3 of 5. Two more invitations would make 5; three are refused as a whole.
    const tag = randomUUID().slice(0, 6);
    const three = [`a-${tag}@example.com`, `b-${tag}@example.com`, `c-${tag}@example.com`];
    expect(planLimit(await invite(owner, three)).details).toEqual({ remainingUsers: ['2'], limit: ['users'], used: ['3'], allowed: ['5'], packageName: ['Starter'] });
    for (const email of three) expect(await invitedRows(email)).toEqual([]);

    expect((await invite(owner, three.slice(0, 2))).statusCode).toBe(200);
    expect(planLimit(await invite(owner, [`d-${tag}@example.com`])).details).toMatchObject({ remainingUsers: ['0'] });
    expect(await invitedRows(`d-${tag}@example.com`)).toEqual([]);

    // An expired invitation frees its seat, and so does a deactivated member.
    await t.app.ctx.db.update(users).set({ inviteExpiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(users.email, three[0]));
    expect((await invite(owner, [`d-${tag}@example.com`])).statusCode).toBe(200);
    expect(planLimit(await invite(owner, [`e-${tag}@example.com`])).details).toMatchObject({ remainingUsers: ['0'] });
    expect((await put(owner.auth, { pk_User_ID: leaving.id, User_Status: 0 })).statusCode).toBe(200);
    expect((await invite(owner, [`e-${tag}@example.com`])).statusCode).toBe(200);
  });

  it('still refuses when no invites remain, with its own detail', async () => {
    const owner = await buildEnterprise(t.app, 'Invites Co');
    await subscribe(owner, { maxInvites: 0, maxUsers: null });
    expect(planLimit(await invite(owner, [`x-${randomUUID().slice(0, 6)}@example.com`])).details).toMatchObject({ remainingInvites: ['0'] });
  });
});
