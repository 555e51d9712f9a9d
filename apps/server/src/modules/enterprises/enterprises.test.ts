import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVEL } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildEnterprise, buildUser, wrapper, type TestUser } from '../../../test/factories';
import { enterprises } from '../../db/schema/index';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildEnterprise(t.app, 'Profile Co');
  outsider = await buildEnterprise(t.app, 'Outsider Co');
});
afterAll(() => t.close());

const update = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PUT', url: '/api/Enterprise', headers, payload });
const nameOf = async (id: number) =>
  (await t.app.ctx.db.select().from(enterprises).where(eq(enterprises.id, id)))[0].name;

describe('enterprise profile', () => {
  it('reads only the caller’s own enterprise', async () => {
    expect(wrapper(await t.app.inject({ url: `/api/Enterprise/${owner.enterpriseId}`, headers: owner.auth })).data).toMatchObject({
      Enterprise_Name: 'Profile Co',
    });
    const list = wrapper(await t.app.inject({ url: '/api/Enterprise', headers: owner.auth }));
    expect((list.data as { pk_Enterprise_ID: number }[]).map((e) => e.pk_Enterprise_ID)).toEqual([owner.enterpriseId]);
    expect((await t.app.inject({ url: `/api/Enterprise/${outsider.enterpriseId}`, headers: owner.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/Enterprise/${owner.enterpriseId}` })).statusCode).toBe(401);
  });

  it('is updated by the owner and Admins, not by Administrators or Hiring Managers', async () => {
    const admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
    const administrator = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
    const hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    const res = await update(owner.auth, { pk_Enterprise_ID: owner.enterpriseId, Enterprise_Name: 'Profile Co Pty', Enterprise_Initials: 'pc' });
    expect(wrapper(res).data).toMatchObject({ Enterprise_Name: 'Profile Co Pty', Enterprise_Initials: 'PC' });
    expect((await update(admin.auth, { pk_Enterprise_ID: owner.enterpriseId, Enterprise_City: 'Perth' })).statusCode).toBe(200);
    for (const who of [administrator, hm]) {
      expect((await update(who.auth, { pk_Enterprise_ID: owner.enterpriseId, Enterprise_Name: 'Nope' })).statusCode).toBe(403);
    }
    expect(await nameOf(owner.enterpriseId)).toBe('Profile Co Pty');
  });

  it('answers 404 for another tenant and leaves it unchanged', async () => {
    const res = await update(owner.auth, { pk_Enterprise_ID: outsider.enterpriseId, Enterprise_Name: 'Taken over' });
    expect(res.statusCode).toBe(404);
    expect(await nameOf(outsider.enterpriseId)).toBe('Outsider Co');
  });

  it('validates with details', async () => {
    const res = await update(owner.auth, { pk_Enterprise_ID: owner.enterpriseId, Enterprise_Name: '', Enterprise_Initials: 'ABCD' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(wrapper(res).details ?? {})).toEqual(expect.arrayContaining(['Enterprise_Name', 'Enterprise_Initials']));
  });
});
