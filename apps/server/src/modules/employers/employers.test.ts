import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVEL, EMPLOYER_AVATAR_DEFAULTS, MSG } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildEmployer, buildEnterprise, buildUser, wrapper, type TestUser } from '../../../test/factories';
import { employers } from '../../db/schema/index';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let administrator: TestUser;
let hm: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  owner = await buildEnterprise(t.app, 'Agency Co');
  admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
  administrator = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
  hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
  outsider = await buildEnterprise(t.app, 'Outsider Co');
});
afterAll(() => t.close());

const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers, payload });
const row = async (id: number) => (await t.app.ctx.db.select().from(employers).where(eq(employers.id, id)))[0];
type Listed = { pk_Employer_ID: number; Employer_Name: string };

describe('company chooser', () => {
  it('pages the enterprise’s live employers (ps, pn) and lists them all', async () => {
    const agency = await buildEnterprise(t.app, 'Pager Co');
    const names = ['One', 'Two', 'Three', 'Four', 'Five'];
    for (const name of names) await buildEmployer(t.app, agency, { name: name });
    await buildEmployer(t.app, agency, { name: 'Gone', deleted: 1 });
    await buildEmployer(t.app, outsider, { name: 'Not mine' });
    const page = async (qs: string) =>
      (wrapper(await call('GET', `/api/Employer/GetEmployerByEnterpirseID?${qs}&id=${agency.enterpriseId}`, agency.auth)).data as Listed[]).map(
        (e) => e.Employer_Name,
      );
    expect(await page('ps=50&pn=1')).toEqual(names);
    expect(await page('ps=2&pn=2')).toEqual(['Three', 'Four']);
    expect(await page('ps=2&pn=4')).toEqual([]);
    const all = wrapper(await call('GET', '/api/Employer', agency.auth)).data as Listed[];
    expect(all.map((e) => e.Employer_Name)).toEqual(names);
  });

  it('answers 404 for another enterprise id, 400 for bad paging, 401 without a session', async () => {
    const url = (id: unknown, extra = '') => `/api/Employer/GetEmployerByEnterpirseID?ps=50&pn=1&id=${id}${extra}`;
    expect((await call('GET', url(outsider.enterpriseId), owner.auth)).statusCode).toBe(404);
    expect((await call('GET', url('abc'), owner.auth)).statusCode).toBe(400);
    expect((await call('GET', `/api/Employer/GetEmployerByEnterpirseID?ps=0&id=${owner.enterpriseId}`, owner.auth)).statusCode).toBe(400);
    expect((await call('GET', url(owner.enterpriseId), hm.auth)).statusCode).toBe(200);
    expect((await call('GET', url(owner.enterpriseId), {})).statusCode).toBe(401);
    expect((await call('GET', '/api/Employer', {})).statusCode).toBe(401);
  });
});

describe('client employers', () => {
  it('creates with the spec message and the picker’s avatar defaults; updates only the given fields', async () => {
    const res = await call('POST', '/api/employer', admin.auth, {
      Employer_Name: 'harbour logistics',
      Employer_ImageLink: 'https://cdn.example.com/logo.PNG?v=2',
      fk_UserID_MainContact: hm.id,
    });
    expect(res.statusCode).toBe(201);
    expect(wrapper(res).message).toBe(MSG.employerCreated);
    const created = wrapper(res).data as { pk_Employer_ID: number };
    expect(created).toMatchObject({
      fk_Enterprise_ID: owner.enterpriseId,
      fk_User_ID: admin.id,
      Employer_Initials: 'HL',
      Employer_BackgroundColour: EMPLOYER_AVATAR_DEFAULTS.background,
      Employer_Colour: EMPLOYER_AVATAR_DEFAULTS.colour,
    });
    for (let i = 0; i < 2; i++) {
      const upd = await call('PUT', `/api/employer/${created.pk_Employer_ID}`, owner.auth, { Employer_City: 'Perth', Employer_Initials: 'hx' });
      expect(upd.statusCode).toBe(200);
      expect(wrapper(upd).data).toMatchObject({ Employer_Name: 'harbour logistics', Employer_City: 'Perth', Employer_Initials: 'HX' });
    }
    const got = await call('GET', `/api/Employer/${created.pk_Employer_ID}`, hm.auth);
    expect(wrapper(got).data).toMatchObject({ Employer_City: 'Perth' });
  });

  it('accepts only image links ending in an image extension', async () => {
    for (const link of ['https://x.io/a.jpg', 'https://x.io/a.jpeg', 'https://x.io/a.webp', 'https://x.io/a.avif', 'https://x.io/a.gif', 'https://x.io/a.svg#x']) {
      expect((await call('POST', '/api/employer', owner.auth, { Employer_Name: 'Img', Employer_ImageLink: link })).statusCode, link).toBe(201);
    }
    const e = await buildEmployer(t.app, owner, { imageLink: 'https://x.io/ok.png' });
    for (const link of ['https://x.io/a.exe', 'https://x.io/a.png.html', 'javascript:alert(1)//.png?', 'https://x.io/jpg']) {
      const res = await call('POST', '/api/employer', owner.auth, { Employer_Name: 'Bad', Employer_ImageLink: link });
      expect(res.statusCode, link).toBe(400);
      expect(wrapper(res).details?.Employer_ImageLink).toContain(MSG.uploadImage);
      const upd = await call('PUT', `/api/employer/${e.id}`, owner.auth, { Employer_ImageLink: link });
      expect(upd.statusCode, link).toBe(400);
    }
    expect((await row(e.id)).imageLink).toBe('https://x.io/ok.png');
  });

  it('validates names, initials, ids and main contacts with 400', async () => {
    const e = await buildEmployer(t.app, owner);
    const bad: Array<[string, string, object]> = [
      ['POST', '/api/employer', { Employer_Name: '  ' }],
      ['POST', '/api/employer', { Employer_Name: 'X', Employer_Initials: 'ABCD' }],
      ['POST', '/api/employer', { Employer_Name: 'X', fk_UserID_MainContact: outsider.id }],
      ['PUT', `/api/employer/${e.id}`, { pk_Employer_ID: e.id + 1, Employer_Name: 'Y' }],
      ['PUT', '/api/employer/abc', { Employer_Name: 'Y' }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await call(method, url, owner.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(wrapper(res).details, JSON.stringify(payload)).toBeDefined();
    }
    expect((await row(e.id)).name).toBe(e.name);
  });

  it('is written by levels 0 and 250 only (403 for 3 and 270, 401 without a session)', async () => {
    const e = await buildEmployer(t.app, owner, { name: 'Steady' });
    for (const who of [administrator, hm]) {
      expect((await call('POST', '/api/employer', who.auth, { Employer_Name: 'Nope' })).statusCode).toBe(403);
      expect((await call('PUT', `/api/employer/${e.id}`, who.auth, { Employer_Name: 'Nope' })).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/employer', {}, { Employer_Name: 'Nope' })).statusCode).toBe(401);
    expect((await call('PUT', `/api/employer/${e.id}`, {}, { Employer_Name: 'Nope' })).statusCode).toBe(401);
    expect((await row(e.id)).name).toBe('Steady');
  });

  it('keeps other tenants out: 404 and the row unchanged', async () => {
    const theirs = await buildEmployer(t.app, outsider, { name: 'Theirs' });
    const before = await row(theirs.id);
    expect((await call('GET', `/api/Employer/${theirs.id}`, owner.auth)).statusCode).toBe(404);
    expect((await call('PUT', `/api/employer/${theirs.id}`, owner.auth, { Employer_Name: 'Hijacked' })).statusCode).toBe(404);
    expect(await row(theirs.id)).toEqual(before);
    const mine = wrapper(await call('GET', '/api/Employer', owner.auth)).data as Listed[];
    expect(mine.map((e) => e.pk_Employer_ID)).not.toContain(theirs.id);
  });
});
