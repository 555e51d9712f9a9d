import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildEnterprise, buildUser, userRow, wrapper, type TestUser } from '../../../test/factories';

let t: TestApp;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildEnterprise(t.app, 'Users Co');
  hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager, { firstName: 'Hana' });
  outsider = await buildEnterprise(t.app, 'Outsider Co');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const put = (payload: object, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: '/api/User', payload, headers });

describe('reading users', () => {
  it('returns a team member by id and by email, without secrets', async () => {
    const byId = wrapper(await get(`/api/User/${hm.id}`, owner.auth));
    expect(byId.data).toMatchObject({ pk_User_ID: hm.id, User_AccessLevel: 270, Enterprise_Name: 'Users Co' });
    expect(JSON.stringify(byId.data)).not.toMatch(/argon2|passwordHash|inviteToken/);
    const byEmail = await get(`/api/user/getuserbyemail/${hm.email.toUpperCase()}/`, owner.auth);
    expect(wrapper(byEmail).data).toMatchObject({ pk_User_ID: hm.id });
  });

  it('answers 401 without a session and 404 for another tenant’s user or an unknown id', async () => {
    expect((await get(`/api/User/${hm.id}`)).statusCode).toBe(401);
    expect((await get(`/api/User/${hm.id}`, outsider.auth)).statusCode).toBe(404);
    expect((await get(`/api/User/GetUserByEmail/${hm.email}/`, outsider.auth)).statusCode).toBe(404);
    expect((await get('/api/User/999999', owner.auth)).statusCode).toBe(404);
    expect((await get('/api/User/abc', owner.auth)).statusCode).toBe(400);
  });

  it('lists the enterprise’s team with search, and 404s another enterprise id', async () => {
    const all = wrapper(await get(`/api/User/GetUserByEnterpriseId?Enterprise_ID=${owner.enterpriseId}`, hm.auth));
    expect((all.data as { pk_User_ID: number }[]).map((u) => u.pk_User_ID).sort()).toEqual([owner.id, hm.id].sort());
    const found = wrapper(await get(`/api/User/GetUserByEnterpriseId?Enterprise_ID=${owner.enterpriseId}&searchText=han`, owner.auth));
    expect((found.data as { pk_User_ID: number }[]).map((u) => u.pk_User_ID)).toEqual([hm.id]);
    const wild = wrapper(await get(`/api/User/GetUserByEnterpriseId?Enterprise_ID=${owner.enterpriseId}&searchText=%25`, owner.auth));
    expect(wild.data).toEqual([]);
    expect((await get(`/api/User/GetUserByEnterpriseId?Enterprise_ID=${outsider.enterpriseId}`, owner.auth)).statusCode).toBe(404);
  });
});

describe('PUT /api/User', () => {
  it('lets everyone edit their own profile and finish onboarding', async () => {
    const res = await put({ pk_User_ID: hm.id, User_FirstName: 'Hannah', User_Initials: 'hk', IsOnBoardingProcess: false }, hm.auth);
    expect(res.statusCode).toBe(200);
    expect(wrapper(res).data).toMatchObject({ User_FirstName: 'Hannah', User_Initials: 'HK' });
  });

  it('refuses to reopen a finished onboarding, and leaves the flag as it was', async () => {
    const res = await put({ pk_User_ID: owner.id, IsOnBoardingProcess: true }, owner.auth);
    expect(res.statusCode).toBe(400);
    expect(wrapper(res).details).toEqual({ IsOnBoardingProcess: ['Onboarding is already finished.'] });
    expect((await put({ pk_User_ID: hm.id, IsOnBoardingProcess: true }, owner.auth)).statusCode).toBe(400);
    expect((await userRow(t.app, owner.id)).isOnboarding).toBe(false);
    // Finishing again is harmless: nothing to reopen.
    expect((await put({ pk_User_ID: owner.id, IsOnBoardingProcess: false }, owner.auth)).statusCode).toBe(200);
    const newcomer = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator, { isOnboarding: true });
    expect((await put({ pk_User_ID: newcomer.id, IsOnBoardingProcess: false }, newcomer.auth)).statusCode).toBe(200);
    expect((await put({ pk_User_ID: newcomer.id, IsOnBoardingProcess: true }, newcomer.auth)).statusCode).toBe(400);
  });

  it('forbids changing one’s own level or status, and other members unless owner', async () => {
    expect((await put({ pk_User_ID: hm.id, User_AccessLevel: ACCESS_LEVEL.Admin }, hm.auth)).statusCode).toBe(403);
    expect((await put({ pk_User_ID: owner.id, User_FirstName: 'Hacked' }, hm.auth)).statusCode).toBe(403);
    expect((await put({ pk_User_ID: owner.id, User_Status: 0 }, owner.auth)).statusCode).toBe(403);
    expect((await userRow(t.app, owner.id)).firstName).not.toBe('Hacked');
  });

  it('lets the owner change a member’s level and status, but not to owner', async () => {
    const member = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
    const res = await put({ pk_User_ID: member.id, User_AccessLevel: ACCESS_LEVEL.HiringManager, User_Status: 0 }, owner.auth);
    expect(wrapper(res).data).toMatchObject({ User_AccessLevel: 270, User_Status: 0 });
    expect((await put({ pk_User_ID: hm.id, User_AccessLevel: 0 }, owner.auth)).statusCode).toBe(400);
  });

  it('answers 404 for another tenant’s user and leaves it unchanged', async () => {
    const res = await put({ pk_User_ID: hm.id, User_FirstName: 'Pwned' }, outsider.auth);
    expect(res.statusCode).toBe(404);
    expect((await userRow(t.app, hm.id)).firstName).not.toBe('Pwned');
  });

  it('validates the body with details', async () => {
    const res = await put({ pk_User_ID: hm.id, User_Initials: 'TOOLONG', User_Status: 7 }, hm.auth);
    const body = wrapper(res);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(body.details ?? {})).toEqual(expect.arrayContaining(['User_Initials', 'User_Status']));
  });
});
