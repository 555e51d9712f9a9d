import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVEL, SETTING_JOB_VOICE } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildEnterprise, buildUser, wrapper, type TestUser } from '../../../test/factories';
import { settings } from '../../db/schema/index';

let t: TestApp;
let owner: TestUser;
let administrator: TestUser;
let hm: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  owner = await buildEnterprise(t.app, 'Settings Co');
  administrator = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
  hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
  outsider = await buildEnterprise(t.app, 'Outsider Co');
});
afterAll(() => t.close());

const call = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: method as 'GET', url, headers, payload: payload as object });
const voice = (campaignId: number | null, value: string) => ({
  fk_Campaign_ID: campaignId,
  Setting_Name: SETTING_JOB_VOICE.name,
  Setting_Value: value,
  fk_Setting_Category_ID: SETTING_JOB_VOICE.categoryId,
});
type Listed = { pk_Setting_ID: number; Setting_Name: string; Setting_Value: string; fk_Campaign_ID: number | null };
const listOf = async (campaignId: number, who = owner) =>
  wrapper(await call('GET', `/api/Setting?fk_Campaign_ID=${campaignId}&fk_Enterprise_ID=${who.enterpriseId}`, who.auth)).data as Listed[];
const row = async (id: number) => (await t.app.ctx.db.select().from(settings).where(eq(settings.id, id)))[0];

describe('job settings', () => {
  it('saves by name (a second POST updates), reads them back, and updates by id', async () => {
    const c = await buildCampaign(t.app, owner, { hiringManagerId: hm.id });
    const first = await call('POST', '/api/Setting', owner.auth, [voice(c.id, 'en-AU-NatashaNeural'), { fk_Campaign_ID: c.id, Setting_Name: 'Theme', Setting_Value: 'dark' }]);
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/Setting', administrator.auth, [voice(c.id, 'en-AU-WilliamNeural')]);
    expect(again.statusCode).toBe(200);
    const listed = await listOf(c.id, hm);
    expect(listed.map((s) => [s.Setting_Name, s.Setting_Value])).toEqual([['Job_Voice', 'en-AU-WilliamNeural'], ['Theme', 'dark']]);

    const voiceId = listed[0].pk_Setting_ID;
    const upd = await call('PUT', '/api/Setting', owner.auth, [{ pk_Setting_ID: voiceId, Setting_Name: 'Job_Voice', Setting_Value: 'en-GB-SoniaNeural' }]);
    expect(wrapper(upd).data).toMatchObject([{ pk_Setting_ID: voiceId, Setting_Value: 'en-GB-SoniaNeural', fk_Campaign_ID: c.id }]);
    const del = await call('PUT', '/api/Setting', owner.auth, [{ pk_Setting_ID: listed[1].pk_Setting_ID, Setting_Name: 'Theme', Setting_Value: 'dark', Setting_Deleted: 1 }]);
    expect(del.statusCode).toBe(200);
    expect((await listOf(c.id)).map((s) => s.Setting_Name)).toEqual(['Job_Voice']);
    expect((await row(listed[1].pk_Setting_ID)).deleted).toBe(1);
  });

  it('keeps enterprise-wide settings (no job) to levels 0 and 250', async () => {
    expect((await call('POST', '/api/Setting', administrator.auth, [{ Setting_Name: 'Locale', Setting_Value: 'en-AU' }])).statusCode).toBe(403);
    expect((await call('POST', '/api/Setting', owner.auth, [{ Setting_Name: 'Locale', Setting_Value: 'en-AU' }])).statusCode).toBe(201);
    const wide = wrapper(await call('GET', '/api/Setting', hm.auth)).data as Listed[];
    expect(wide.map((s) => [s.Setting_Name, s.fk_Campaign_ID])).toEqual([['Locale', null]]);
  });

  it('refuses bad input with 400 and hiring managers with 403; anonymous callers get 401', async () => {
    const c = await buildCampaign(t.app, owner);
    for (const body of [[], {}, [{ fk_Campaign_ID: c.id, Setting_Name: ' ', Setting_Value: 'x' }], [{ Setting_Name: 'x' }]]) {
      const res = await call('POST', '/api/Setting', owner.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(wrapper(res).details).toBeDefined();
    }
    expect((await call('PUT', '/api/Setting', owner.auth, [{ pk_Setting_ID: 'x', Setting_Name: 'a', Setting_Value: 'b' }])).statusCode).toBe(400);
    expect((await call('GET', '/api/Setting?fk_Campaign_ID=abc', owner.auth)).statusCode).toBe(400);
    expect((await call('POST', '/api/Setting', hm.auth, [voice(c.id, 'x')])).statusCode).toBe(403);
    expect((await call('PUT', '/api/Setting', hm.auth, [{ pk_Setting_ID: 1, Setting_Name: 'a', Setting_Value: 'b' }])).statusCode).toBe(403);
    expect((await call('GET', `/api/Setting?fk_Campaign_ID=${c.id}`, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/Setting', {}, [voice(c.id, 'x')])).statusCode).toBe(401);
    expect((await call('PUT', '/api/Setting', {}, [{ pk_Setting_ID: 1, Setting_Name: 'a', Setting_Value: 'b' }])).statusCode).toBe(401);
    expect(await listOf(c.id)).toEqual([]);
  });

  it('keeps other tenants out: 404, nothing written, their rows unchanged', async () => {
    const theirs = await buildCampaign(t.app, outsider);
    const saved = wrapper(await call('POST', '/api/Setting', outsider.auth, [voice(theirs.id, 'theirs')])).data as Listed[];
    const theirId = saved[0].pk_Setting_ID;
    const before = await row(theirId);
    const mine = await buildCampaign(t.app, owner);
    const attempts: Array<[string, string, unknown]> = [
      ['GET', `/api/Setting?fk_Campaign_ID=${theirs.id}`, undefined],
      ['GET', `/api/Setting?fk_Campaign_ID=${mine.id}&fk_Enterprise_ID=${outsider.enterpriseId}`, undefined],
      ['POST', '/api/Setting', [voice(mine.id, 'mine'), voice(theirs.id, 'hijacked')]],
      ['PUT', '/api/Setting', [{ pk_Setting_ID: theirId, Setting_Name: 'Job_Voice', Setting_Value: 'hijacked' }]],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, owner.auth, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await row(theirId)).toEqual(before);
    // The first item of the refused POST was rolled back with the rest.
    expect(await listOf(mine.id)).toEqual([]);

    const ownSaved = wrapper(await call('POST', '/api/Setting', owner.auth, [voice(mine.id, 'mine')])).data as Listed[];
    const moved = await call('PUT', '/api/Setting', owner.auth, [
      { pk_Setting_ID: ownSaved[0].pk_Setting_ID, fk_Campaign_ID: theirs.id, Setting_Name: 'Job_Voice', Setting_Value: 'moved' },
    ]);
    expect(moved.statusCode).toBe(404);
    expect(await row(ownSaved[0].pk_Setting_ID)).toMatchObject({ campaignId: mine.id, value: 'mine' });
  });
});
