import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildEnterprise, wrapper, type TestUser } from '../../../test/factories';
import { countries, jobCategories, jobSubCategories } from '../../db/schema/index';
import { seedReferenceData, referenceRows } from './seed';
import { searchPlaces } from './places';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  owner = await buildEnterprise(t.app, 'Reference Co');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = owner.auth) => t.app.inject({ url, headers });
const data = async <T>(url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return wrapper(res).data as T;
};

interface Suggestion {
  id: number;
  place_name: string;
  country_code: string;
  postal_code: string | null;
  latitude: number;
  longitude: number;
  region: string | null;
  country: string;
}

describe('seeding', () => {
  it('seeded at startup, and a second run writes nothing', async () => {
    const { categoryRows, subCategoryRows, countryRows } = referenceRows();
    const [[c], [s], [k]] = await Promise.all([
      t.app.ctx.db.select({ n: count() }).from(jobCategories),
      t.app.ctx.db.select({ n: count() }).from(jobSubCategories),
      t.app.ctx.db.select({ n: count() }).from(countries),
    ]);
    expect([c.n, s.n, k.n]).toEqual([categoryRows.length, subCategoryRows.length, countryRows.length]);
    expect(await seedReferenceData(t.app.ctx)).toBe(0);
  });

  it('repairs a changed row by upsert', async () => {
    await t.app.ctx.db.update(jobCategories).set({ name: 'Bean counting' }).where(eq(jobCategories.id, 1));
    expect(await seedReferenceData(t.app.ctx)).toBe(1);
    const cats = await data<{ JobId: number; JobName: string }[]>('/api/JobCategory');
    expect(cats.find((x) => x.JobId === 1)?.JobName).toBe('Accounting');
  });

  it('keeps every board code within the column size', () => {
    const { categoryRows, subCategoryRows } = referenceRows();
    for (const r of [...categoryRows, ...subCategoryRows]) expect(r.boardCode.length).toBeLessThanOrEqual(50);
    expect(new Set(subCategoryRows.map((r) => r.id)).size).toBe(subCategoryRows.length);
  });
});

describe('categories', () => {
  it('keeps the SPEC ids', async () => {
    const cats = await data<{ JobId: number; JobName: string }[]>('/api/JobCategory');
    const byId = Object.fromEntries(cats.map((c) => [c.JobId, c.JobName]));
    expect(byId).toMatchObject({
      1: 'Accounting',
      5: 'Banking & Financial Services',
      7: 'Construction',
      12: 'Engineering',
      15: 'Healthcare & Medical',
      18: 'Information & Communication Technology',
      19: 'Legal',
      21: 'Marketing & Communications',
      27: 'Sales',
      2812: 'Mining, Resources & Energy',
    });
    expect(cats.length).toBeGreaterThanOrEqual(28);
  });

  it('lists the sub-categories of a category, and 404s an unknown one', async () => {
    const subs = await data<{ JobSubCategoryId: number; JobSubCategoryName: string; JobId: number }[]>('/api/JobCategory/18/SubCategories');
    expect(subs.map((s) => s.JobSubCategoryName)).toContain('Developers/Programmers');
    expect(subs.every((s) => s.JobId === 18)).toBe(true);
    expect(subs.at(-1)?.JobSubCategoryName).toBe('Other');
    const board = await data<{ JobSubCategoryId: number }[]>('/api/SeekJob/GetJobCategory?jobId=18');
    expect(board.map((s) => s.JobSubCategoryId)).toEqual(subs.map((s) => s.JobSubCategoryId));
    expect((await get('/api/JobCategory/999/SubCategories')).statusCode).toBe(404);
    expect((await get('/api/SeekJob/GetJobCategory?jobId=999')).statusCode).toBe(404);
    expect((await get('/api/JobCategory/abc/SubCategories')).statusCode).toBe(400);
    expect((await get('/api/SeekJob/GetJobCategory')).statusCode).toBe(400);
  });

  it('maps sub-category names to job-board codes on /SeekJob', async () => {
    const cats = await data<{ catId: number; name: string; sectionCode: string; subCategories: Record<string, string> }[]>('/api/seekjob');
    const mining = cats.find((c) => c.catId === 2812);
    expect(mining).toMatchObject({ name: 'Mining, Resources & Energy', sectionCode: 'mining-resources-energy' });
    expect(mining?.subCategories['Mining - Operations']).toBe('mining-operations');
    expect(cats.some((c) => c.sectionCode === '')).toBe(true);
  });
});

describe('countries and regions', () => {
  it('lists 95 countries with the SPEC ids', async () => {
    const list = await data<{ countryId: number; countryCode: string | null; country: string }[]>('/api/Country');
    expect(list).toHaveLength(95);
    const byId = Object.fromEntries(list.map((c) => [c.countryId, c]));
    expect(byId[1]).toEqual({ countryId: 1, countryCode: 'GB', country: 'United Kingdom' });
    expect(byId[5]).toEqual({ countryId: 5, countryCode: 'AU', country: 'Australia' });
    expect(byId[87]).toEqual({ countryId: 87, countryCode: null, country: 'Rest of the World' });
    expect(byId[91]).toEqual({ countryId: 91, countryCode: 'US', country: 'United States' });
  });

  it('lists the Australian states by default, others by code, none for unknown', async () => {
    const au = await data<{ regionCode: string; region: string }[]>('/api/Job/GetJobLocationRegion');
    expect(au.map((r) => r.regionCode)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(await data<unknown[]>('/api/Job/GetJobLocationRegion?countryCode=us')).toHaveLength(51);
    expect(await data<unknown[]>('/api/Job/GetJobLocationRegion?countryCode=ZZ')).toEqual([]);
    expect((await get('/api/Job/GetJobLocationRegion?countryCode=AUS')).statusCode).toBe(400);
  });
});

describe('place search', () => {
  const search = (q: string) => data<Suggestion[]>(`/api/Location/Search?${q}`);

  it('finds Parramatta, NSW 2150, exact match first', async () => {
    const list = await search('countryCode=AU&text=Parramatta');
    expect(list[0]).toMatchObject({ place_name: 'Parramatta', region: 'NSW', postal_code: '2150', country_code: 'AU', country: 'Australia' });
    expect(list[0].latitude).toBeCloseTo(-33.8, 0);
    expect(list[0].longitude).toBeCloseTo(151.0, 0);
    expect(list.map((s) => s.place_name)).toEqual(expect.arrayContaining(['North Parramatta', 'Parramatta Park']));
  });

  it('finds the several Fitzroys, Fitzroy VIC first', async () => {
    const list = await search('text=fitzroy');
    expect(list[0]).toMatchObject({ place_name: 'Fitzroy', region: 'VIC', postal_code: '3065' });
    const names = list.map((s) => s.place_name);
    expect(names).toEqual(expect.arrayContaining(['Fitzroy North', 'Fitzroy Crossing']));
    expect(list.filter((s) => s.region === 'VIC').length).toBeGreaterThanOrEqual(2);
  });

  it('is case- and accent-insensitive', async () => {
    const a = await search('text=PARRAMATTA');
    const b = await search('text=pärrämättá');
    expect(b.map((s) => s.id)).toEqual(a.map((s) => s.id));
    const quebec = await search('countryCode=ca&text=Quebec');
    expect(quebec[0]).toMatchObject({ place_name: 'Québec', region: 'QC', country: 'Canada' });
    const sp = await search('countryCode=BR&text=sao%20paulo');
    expect(sp[0].place_name).toBe('São Paulo');
  });

  it('orders exact, then prefix, then word, then contains; by population within', async () => {
    const list = await search('text=melbourne&limit=50');
    expect(list[0].place_name).toBe('Melbourne');
    const names = list.map((s) => s.place_name);
    expect(names.indexOf('Melbourne City Centre')).toBeLessThan(names.indexOf('North Melbourne'));
    const st = await search('text=St%20Kilda');
    expect(st[0].place_name).toBe('Saint Kilda');
  });

  it('honours the limit (default 10, max 50)', async () => {
    expect(await search('text=port')).toHaveLength(10);
    expect(await search('text=port&limit=3')).toHaveLength(3);
    expect((await get('/api/Location/Search?text=port&limit=51')).statusCode).toBe(400);
    expect((await get('/api/Location/Search?text=port&limit=0')).statusCode).toBe(400);
  });

  it('answers the job-board form too', async () => {
    const list = await data<Suggestion[]>('/api/SeekJob/GetSubLocations?cCode=AU&sSub=Parramatta');
    expect(list[0]).toMatchObject({ place_name: 'Parramatta', postal_code: '2150' });
  });

  it('needs more than 3 characters, with details', async () => {
    for (const [url, field] of [
      ['/api/Location/Search?countryCode=AU&text=Par', 'text'],
      ['/api/Location/Search?countryCode=AU&text=%20%20Par%20%20', 'text'],
      ['/api/Location/Search?countryCode=AU', 'text'],
      ['/api/SeekJob/GetSubLocations?cCode=AU&sSub=abc', 'sSub'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(wrapper(res).details ?? {})).toContain(field);
    }
    expect((await get('/api/Location/Search?text=Parr')).statusCode).toBe(200);
  });

  it('returns an empty list for an unknown country or no match', async () => {
    expect(await search('countryCode=ZZ&text=Parramatta')).toEqual([]);
    expect(await search('text=zzzzqqq')).toEqual([]);
    expect(await search('text=%25%25%25%25')).toEqual([]);
  });

  it('answers malformed queries with 400, never 500', async () => {
    for (const q of [
      'countryCode=AUS&text=Parramatta',
      'countryCode=1&text=Parramatta',
      'text=Parramatta&text=Fitzroy',
      `text=${'a'.repeat(101)}`,
      'text=Parramatta&limit=abc',
      'text=Parramatta&limit=2.5',
    ]) {
      const res = await get(`/api/Location/Search?${q}`);
      expect(res.statusCode, q).toBe(400);
      wrapper(res);
    }
  });

  it('answers 401 without a session', async () => {
    for (const url of [
      '/api/SeekJob',
      '/api/SeekJob/GetJobCategory?jobId=1',
      '/api/JobCategory',
      '/api/JobCategory/1/SubCategories',
      '/api/Country',
      '/api/Job/GetJobLocationRegion',
      '/api/SeekJob/GetSubLocations?sSub=Parramatta',
      '/api/Location/Search?text=Parramatta',
    ]) {
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
  });

  it('publishes every route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/Location/Search', '/api/JobCategory/{id}/SubCategories']));
  });

  it('searches in well under 5 ms', () => {
    searchPlaces('AU', 'warm up', 10);
    const queries = ['parr', 'melb', 'port', 'fitzroy', 'north', 'sprin', 'mount', 'ston', 'ville'];
    const start = performance.now();
    for (let i = 0; i < 20; i++) for (const q of queries) searchPlaces(i % 2 ? 'AU' : 'US', q, 10);
    const perQuery = (performance.now() - start) / (20 * queries.length);
    expect(perQuery).toBeLessThan(5);
  });
});
