import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse as parseXml, validate as validateXml } from 'fast-xml-parser';
import { ACCESS_LEVEL, MSG, SLUG_MESSAGES, jobPostingProblems } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildEmployer, buildEnterprise, buildQuestions, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { campaigns, employers, enterprises } from '../../db/schema/index';

/* Careers slugs, pages, JSON-LD and feed (issue 17, docs/careers-and-exports.md). */

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  call = caller(t.app);
  owner = await buildEnterprise(t.app, 'Harbour & Co. Recruiting');
  outsider = await buildEnterprise(t.app, 'Outsider Pty');
  await t.app.ctx.db
    .update(enterprises)
    .set({ imageLink: '/api/Image/1/logo.png', backgroundColour: '#123456', city: 'Sydney', region: 'NSW', postcode: '2000', countryCode: 'AU' })
    .where(eq(enterprises.id, owner.enterpriseId));
});
afterAll(() => t.close());

const slugOf = async (enterpriseId: number) => (await t.app.ctx.db.select().from(enterprises).where(eq(enterprises.id, enterpriseId)))[0].slug!;

/** An open job (a live question, dates around today) of the owner's company, or of a client. */
async function openJob(overrides: Partial<typeof campaigns.$inferInsert> = {}) {
  const job = await buildCampaign(t.app, owner, {
    jobTitle: 'Lighthouse Keeper',
    jobDescriptionHtml: '<p>Keep the <strong>light</strong> on.</p><script>alert(1)</script><img src=x onerror=alert(2)>',
    locationText: 'Manly, New South Wales',
    locationCountryId: 5,
    workTypeId: 1,
    payTypeId: 2,
    payRangeFrom: 70000,
    payRangeTo: 85000,
    startDate: '2026-01-01',
    ...overrides,
  });
  await buildQuestions(t.app, owner, job.id, 1);
  return job;
}

const jsonLdOf = (html: string) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'the page carries JSON-LD').not.toBeNull();
  return JSON.parse(m![1]) as { hiringOrganization: { name: string } } & Record<string, unknown>;
};

describe('slugs', () => {
  it('gives every company a slug from its name, unique across enterprises and clients, with a suffix on conflict', async () => {
    expect(await slugOf(owner.enterpriseId)).toBe('harbour-co-recruiting');
    const again = await buildEnterprise(t.app, 'Harbour Co Recruiting');
    expect(await slugOf(again.enterpriseId)).toBe('harbour-co-recruiting-2');
    const client = await buildEmployer(t.app, owner, { name: 'Harbour  co recruiting!' });
    expect(client.slug).toBe('harbour-co-recruiting-3');
    const odd = await buildEmployer(t.app, owner, { name: '¿¿??' });
    expect(odd.slug).toMatch(/^company(-\d+)?$/);
  });

  it('gives every job a slug from its title, unique within the enterprise, and a copy its own', async () => {
    const a = await buildCampaign(t.app, owner, { jobTitle: 'Café Manager' });
    const b = await buildCampaign(t.app, owner, { jobTitle: 'Café Manager' });
    const other = await buildCampaign(t.app, outsider, { jobTitle: 'Café Manager' });
    expect(a.slug).toBe('cafe-manager');
    expect(b.slug).toBe('cafe-manager-2');
    expect(other.slug).toBe('cafe-manager');
    await buildQuestions(t.app, owner, a.id, 1);
    const copy = await call('GET', `/api/Campaign/CloneJob/${a.id}`, owner.auth);
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = (wrapper(copy).data as { pk_Campaign_ID: number }).pk_Campaign_ID;
    const [row] = await t.app.ctx.db.select().from(campaigns).where(eq(campaigns.id, copyId));
    expect(row.slug).toBe('cafe-manager-3');
  });

  it('returns Enterprise_Slug from GET /api/Enterprise and lets the owner change it', async () => {
    const mine = await call('GET', '/api/Enterprise', owner.auth);
    expect((wrapper(mine).data as { Enterprise_Slug: string }[])[0].Enterprise_Slug).toBe('harbour-co-recruiting');
    const res = await call('PUT', '/api/Enterprise', owner.auth, { pk_Enterprise_ID: owner.enterpriseId, Enterprise_Slug: 'harbour-jobs' });
    expect(res.statusCode, res.body).toBe(200);
    expect((wrapper(res).data as { Enterprise_Slug: string }).Enterprise_Slug).toBe('harbour-jobs');
    // Keeping one's own slug is not a conflict.
    expect((await call('PUT', '/api/Enterprise', owner.auth, { pk_Enterprise_ID: owner.enterpriseId, Enterprise_Slug: 'harbour-jobs' })).statusCode).toBe(200);
  });

  it('refuses a malformed slug or one another company holds (400 with details), a hiring manager (403), no session (401)', async () => {
    for (const bad of ['Has Caps', 'a', 'trailing-', 'double--hyphen', 'x'.repeat(61), 'émoji']) {
      const res = await call('PUT', '/api/Enterprise', owner.auth, { pk_Enterprise_ID: owner.enterpriseId, Enterprise_Slug: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(wrapper(res).details?.Enterprise_Slug, bad).toContain(SLUG_MESSAGES.invalid);
    }
    const taken = await call('PUT', '/api/Enterprise', owner.auth, { pk_Enterprise_ID: owner.enterpriseId, Enterprise_Slug: await slugOf(outsider.enterpriseId) });
    expect(taken.statusCode).toBe(400);
    expect(wrapper(taken).details).toEqual({ Enterprise_Slug: [SLUG_MESSAGES.taken] });
    const client = await buildEmployer(t.app, outsider, { name: 'Outsider Client' });
    const clientTaken = await call('PUT', '/api/Enterprise', owner.auth, { pk_Enterprise_ID: owner.enterpriseId, Enterprise_Slug: client.slug! });
    expect(wrapper(clientTaken).details).toEqual({ Enterprise_Slug: [SLUG_MESSAGES.taken] });
    const hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    expect((await call('PUT', '/api/Enterprise', hm.auth, { pk_Enterprise_ID: owner.enterpriseId, Enterprise_Slug: 'hm-try' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/Enterprise', {}, { pk_Enterprise_ID: owner.enterpriseId, Enterprise_Slug: 'anon-try' })).statusCode).toBe(401);
    expect(await slugOf(owner.enterpriseId)).toBe('harbour-jobs');
  });

  it("lets the owner change a client's slug; another tenant's client is a 404 and stays as it was", async () => {
    const client = await buildEmployer(t.app, owner, { name: 'Blue Water Ltd' });
    const res = await call('PUT', `/api/employer/${client.id}`, owner.auth, { Employer_Slug: 'blue-water-careers' });
    expect(res.statusCode, res.body).toBe(200);
    expect((wrapper(res).data as { Employer_Slug: string }).Employer_Slug).toBe('blue-water-careers');
    const taken = await call('PUT', `/api/employer/${client.id}`, owner.auth, { Employer_Slug: 'harbour-jobs' });
    expect(wrapper(taken).details).toEqual({ Employer_Slug: [SLUG_MESSAGES.taken] });
    const cross = await call('PUT', `/api/employer/${client.id}`, outsider.auth, { Employer_Slug: 'stolen' });
    expect(cross.statusCode).toBe(404);
    expect(wrapper(cross).message).toBe(MSG.notFound);
    const [row] = await t.app.ctx.db.select().from(employers).where(eq(employers.id, client.id));
    expect(row.slug).toBe('blue-water-careers');
  });
});

describe('careers pages', () => {
  it('lists the open jobs with the brand, server-rendered, without a session', async () => {
    const job = await openJob();
    const ended = await openJob({ jobTitle: 'Ended Role', endDate: '2026-01-02' });
    const draft = await buildCampaign(t.app, owner, { jobTitle: 'Draft Role' });
    const res = await t.app.inject({ url: '/careers/harbour-jobs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    expect(res.body).toContain('Harbour &amp; Co. Recruiting');
    expect(res.body).toContain('background:#123456');
    expect(res.body).toContain('src="http://localhost:3000/api/Image/1/logo.png"'.replace('http://localhost:3000', t.app.ctx.config.publicUrl));
    expect(res.body).toContain(`href="/careers/harbour-jobs/${job.slug}"`);
    expect(res.body).not.toContain(ended.slug!);
    expect(res.body).not.toContain(draft.slug!);
    expect(res.body).not.toContain('<script>alert');
  });

  it('shows a job with sanitized HTML, valid JobPosting JSON-LD and an Apply link that opens the interview', async () => {
    const job = await openJob({ jobTitle: 'Night </script> Keeper' });
    const res = await t.app.inject({ url: `/careers/harbour-jobs/${job.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<strong>light</strong>');
    expect(res.body).not.toMatch(/<script>alert|onerror/);
    const ld = jsonLdOf(res.body);
    expect(jobPostingProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      title: 'Night </script> Keeper',
      datePosted: '2026-01-01',
      validThrough: '2099-12-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: { name: 'Harbour & Co. Recruiting', logo: `${t.app.ctx.config.publicUrl}/api/Image/1/logo.png` },
      jobLocation: { address: { addressLocality: 'Manly', addressRegion: 'New South Wales', addressCountry: 'AU' } },
      baseSalary: { currency: 'AUD', value: { minValue: 70000, maxValue: 85000, unitText: 'YEAR' } },
    });
    const apply = /<a class="apply" href="([^"]+)">Apply<\/a>/.exec(res.body)![1].replace(/&amp;/g, '&');
    const url = new URL(apply);
    expect(url.pathname).toBe(`/invite/${job.id}/${owner.enterpriseId}`);
    const landing = await t.app.inject({ url: `/api/interview/${job.id}/${owner.enterpriseId}${url.search}` });
    expect(landing.statusCode, landing.body).toBe(200);
  });

  it('shows one Apply button when the job has no description, and two around a description', async () => {
    const bare = await openJob({ jobTitle: 'Harbour Pilot', jobDescriptionHtml: null, jobDescription: null });
    const res = await t.app.inject({ url: `/careers/harbour-jobs/${bare.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<a class="apply"/g)).toHaveLength(1);
    expect(res.body).not.toContain('class="description"');
    // The JSON-LD still has the description Google requires (the title).
    expect(jsonLdOf(res.body)).toMatchObject({ description: '<p>Harbour Pilot</p>' });
    // An emptied editor's HTML is no description either.
    const emptied = await openJob({ jobTitle: 'Tug Master', jobDescriptionHtml: '<p><br></p>', jobDescription: '' });
    const emptiedPage = await t.app.inject({ url: `/careers/harbour-jobs/${emptied.slug}` });
    expect(emptiedPage.body.match(/<a class="apply"/g)).toHaveLength(1);
    const described = await openJob({ jobTitle: 'Deckhand' });
    const full = await t.app.inject({ url: `/careers/harbour-jobs/${described.slug}` });
    expect(full.body.match(/<a class="apply"/g)).toHaveLength(2);
    expect(full.body).toContain('<section class="description"><p>Keep the <strong>light</strong> on.</p>');
  });

  it("links the web app's favicon from every careers page, the missing ones too", async () => {
    const job = await openJob({ jobTitle: 'Boatswain' });
    const icon = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
    for (const url of ['/careers/harbour-jobs', `/careers/harbour-jobs/${job.slug}`, '/careers/no-such-company']) {
      expect((await t.app.inject({ url })).body, url).toContain(icon);
    }
    // The icon the link names is the web app's (its public folder is served from the root).
    expect(fs.existsSync(new URL('../../../../web/public/favicon.svg', import.meta.url))).toBe(true);
  });

  it('serves a client employer its own page with its brand and jobs', async () => {
    const client = await buildEmployer(t.app, owner, { name: 'Tidewater Foods', backgroundColour: '#00aa00' });
    const job = await openJob({ jobTitle: 'Cook', employerId: client.id });
    const page = await t.app.inject({ url: `/careers/${client.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Tidewater Foods');
    expect(page.body).toContain('background:#00aa00');
    expect(page.body).toContain(`/careers/${client.slug}/cook`);
    expect((await t.app.inject({ url: '/careers/harbour-jobs' })).body).not.toContain('/cook"');
    const jobPage = await t.app.inject({ url: `/careers/${client.slug}/${job.slug}` });
    expect(jsonLdOf(jobPage.body).hiringOrganization.name).toBe('Tidewater Foods');
    // The client's job is not under the agency's own path.
    expect((await t.app.inject({ url: `/careers/harbour-jobs/${job.slug}` })).statusCode).toBe(404);
  });

  it('answers 410 for an ended or closed job and 404 for unknown companies, jobs and drafts', async () => {
    const job = await openJob({ jobTitle: 'Soon Ended' });
    expect((await t.app.inject({ url: `/careers/harbour-jobs/${job.slug}` })).statusCode).toBe(200);
    expect((await call('POST', `/api/Campaign/EndCampaign?campid=${job.id}`, owner.auth)).statusCode).toBe(200);
    const gone = await t.app.inject({ url: `/careers/harbour-jobs/${job.slug}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This job is closed');
    expect((await t.app.inject({ url: '/careers/harbour-jobs' })).body).not.toContain(job.slug!);
    const draft = await buildCampaign(t.app, owner, { jobTitle: 'No Questions Yet' });
    for (const url of ['/careers/no-such-company', '/careers/harbour-jobs/no-such-job', `/careers/harbour-jobs/${draft.slug}`, '/careers/Bad%20Slug', `/careers/${await slugOf(outsider.enterpriseId)}/${job.slug}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });
});

describe('careers pages in the languages of the jobs and the visitor (issue 32)', () => {
  const listIn = (acceptLanguage?: string, query = '') =>
    t.app.inject({ url: `/careers/harbour-jobs${query}`, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

  it("shows a Spanish job's page in Spanish: words, dates, pay and country, the JSON-LD unchanged", async () => {
    const job = await openJob({ jobTitle: 'Farera', language: 'es-ES', payTypeId: 3 });
    const res = await t.app.inject({ url: `/careers/harbour-jobs/${job.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es" dir="ltr">');
    expect(res.body).toContain('<title>Farera en Harbour &amp; Co. Recruiting</title>');
    expect(res.body).toMatch(/<a class="apply" href="[^"]+">Inscribirme<\/a>/);
    expect(res.body).toContain('Publicada el 1 de enero de 2026 · Se cierra el 31 de diciembre de 2099');
    expect(res.body).toContain('Manly, New South Wales, Australia · Jornada completa · 70.000–85.000 AUD al año más comisiones');
    expect(res.body).toContain('>Todas las ofertas disponibles en Harbour &amp; Co. Recruiting</a>');
    expect(res.body).not.toMatch(/>Apply<|Posted |Closes /);
    // What crawlers read stays in their terms.
    expect(jsonLdOf(res.body)).toMatchObject({ employmentType: 'FULL_TIME', baseSalary: { currency: 'AUD', value: { unitText: 'YEAR' } } });
  });

  it('writes an Arabic job right to left, and its closed page in Arabic too', async () => {
    const job = await openJob({ jobTitle: 'حارس المنارة', language: 'ar' });
    const res = await t.app.inject({ url: `/careers/harbour-jobs/${job.slug}` });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('>قدِّم الآن</a>');
    expect(res.body).toContain('أستراليا · دوام كامل');
    expect(res.body).toContain('margin-inline:auto');
    expect((await call('POST', `/api/Campaign/EndCampaign?campid=${job.id}`, owner.auth)).statusCode).toBe(200);
    const gone = await t.app.inject({ url: `/careers/harbour-jobs/${job.slug}`, headers: { 'accept-language': 'en' } });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<html lang="ar" dir="rtl">');
    expect(gone.body).toContain('هذه الوظيفة مغلقة');
  });

  it("lists the jobs in the visitor's language, each title in its job's, and varies by Accept-Language", async () => {
    const spanish = await openJob({ jobTitle: 'Farera del puerto', language: 'es-ES' });
    const english = await openJob({ jobTitle: 'Harbour Master' });
    const fr = await listIn('fr-CA,fr;q=0.9');
    expect(fr.statusCode).toBe(200);
    expect(fr.headers.vary).toContain('Accept-Language');
    expect(fr.body).toContain('<html lang="fr" dir="ltr">');
    expect(fr.body).toContain('<title>Offres d’emploi chez Harbour &amp; Co. Recruiting</title>');
    expect(fr.body).toContain('<h1>Postes à pourvoir</h1>');
    expect(fr.body).toContain('Clôture le 31 décembre 2099');
    // The page's words are French whatever the job's language; the titles keep theirs.
    expect(fr.body).toContain(`<a href="/careers/harbour-jobs/${spanish.slug}" lang="es" dir="auto">Farera del puerto</a>`);
    expect(fr.body).toContain(`<a href="/careers/harbour-jobs/${english.slug}" lang="en" dir="auto">Harbour Master</a>`);
    // French groups thousands with a (narrow) no-break space.
    expect(fr.body).toMatch(/Manly, New South Wales, Australie · Temps plein · 70\s000–85\s000 AUD par an/);
    expect(fr.body).not.toContain('Open jobs');

    const none = await listIn();
    expect(none.body).toContain('<html lang="en" dir="ltr">');
    expect(none.body).toContain('<h1>Open jobs</h1>');
    expect(none.body).toContain('Manly, New South Wales, Australia · Full-time · AUD 70,000 – 85,000 per year');
    expect(none.body).toContain('Closes 31 December 2099');
  });

  it('weighs Accept-Language by q-value, skips languages Candid does not speak, and takes ?lang= first', async () => {
    const langOf = async (header?: string, query = '') => /<html lang="([^"]+)"/.exec((await listIn(header, query)).body)![1];
    expect(await langOf('de;q=0.5, ar;q=0.8, ja')).toBe('ar');
    expect(await langOf('ja, pt-PT;q=0.3')).toBe('pt-BR');
    expect(await langOf('es;q=0, ko')).toBe('en');
    expect(await langOf('zh-TW')).toBe('zh-CN');
    expect(await langOf('fr', '?lang=de')).toBe('de');
    expect(await langOf('fr', '?lang=xx')).toBe('fr');
    expect(await langOf(undefined, '?lang=es&lang=de')).toBe('es');
    const missing = await t.app.inject({ url: '/careers/no-such-company', headers: { 'accept-language': 'de-AT' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.vary).toContain('Accept-Language');
    expect(missing.body).toContain('Diese Seite existiert nicht.');
  });

  it("writes a job's salary in the feed in the job's language, its job type as aggregators read it", async () => {
    await openJob({ jobTitle: 'Feed Farera', language: 'es-ES', referenceCode: 'REF-ES' });
    const feed = parseXml((await t.app.inject({ url: '/careers/harbour-jobs/feed.xml' })).body, { cdataTagName: false }) as {
      source: { job: Record<string, unknown>[] };
    };
    expect(feed.source.job.find((j) => j.referencenumber === 'REF-ES')).toMatchObject({ salary: '70.000–85.000 AUD al año', jobtype: 'fulltime' });
  });
});

describe("a job's careers page on the job screen (GET /api/Campaign/{id}/Careers)", () => {
  const careersOf = async (id: number, auth = owner.auth) => {
    const res = await call('GET', `/api/Campaign/${id}/Careers`, auth);
    return { status: res.statusCode, body: wrapper(res) };
  };

  it('gives the addresses and what the page answers, as the page itself answers: open, draft, scheduled, paused, ended', async () => {
    const slug = await slugOf(owner.enterpriseId);
    const base = `${t.app.ctx.config.publicUrl}/careers/${slug}`;
    const job = await openJob({ jobTitle: 'Quay Supervisor' });
    const open = await careersOf(job.id);
    expect(open.status).toBe(200);
    expect(open.body.data).toEqual({ JobUrl: `${base}/${job.slug}`, CompanyUrl: base, PageStatus: 200, JobState: 'open' });
    expect((await t.app.inject({ url: new URL(`${base}/${job.slug}`).pathname })).statusCode).toBe(200);

    const draft = await buildCampaign(t.app, owner, { jobTitle: 'Quay Draft' });
    const scheduled = await openJob({ jobTitle: 'Quay Later', startDate: '2098-01-01' });
    const paused = await openJob({ jobTitle: 'Quay Paused', status: 5 });
    const ended = await openJob({ jobTitle: 'Quay Ended', endDate: '2026-01-02' });
    for (const [row, state, status] of [
      [draft, 'draft', 404],
      [scheduled, 'scheduled', 404],
      [paused, 'paused', 410],
      [ended, 'ended', 410],
    ] as const) {
      const { body } = await careersOf(row.id);
      expect(body.data, state).toMatchObject({ JobUrl: `${base}/${row.slug}`, PageStatus: status, JobState: state });
      expect((await t.app.inject({ url: `/careers/${slug}/${row.slug}` })).statusCode, state).toBe(status);
    }
  });

  it("names a client's job under the client's page, and none once the client is removed", async () => {
    const client = await buildEmployer(t.app, owner, { name: 'Saltmarsh Ferries' });
    const job = await openJob({ jobTitle: 'Deckhand', employerId: client.id });
    const { body } = await careersOf(job.id);
    expect(body.data).toMatchObject({ JobUrl: `${t.app.ctx.config.publicUrl}/careers/${client.slug}/${job.slug}`, PageStatus: 200 });
    await t.app.ctx.db.update(employers).set({ deleted: 1 }).where(eq(employers.id, client.id));
    expect((await careersOf(job.id)).body.data).toEqual({ JobUrl: null, CompanyUrl: null, PageStatus: 404, JobState: 'open' });
    expect((await t.app.inject({ url: `/careers/${client.slug}/${job.slug}` })).statusCode).toBe(404);
  });

  it("is a 404 for another tenant's job and a job a Hiring Manager does not manage, 401 without a session", async () => {
    const job = await openJob({ jobTitle: 'Harbour Pilot' });
    const cross = await careersOf(job.id, outsider.auth);
    expect(cross.status).toBe(404);
    expect(cross.body.message).toBe(MSG.notFound);
    const hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    expect((await careersOf(job.id, hm.auth)).status).toBe(404);
    const managed = await openJob({ jobTitle: 'Harbour Pilot Two', hiringManagerId: hm.id });
    expect((await careersOf(managed.id, hm.auth)).body.data).toMatchObject({ PageStatus: 200 });
    expect((await call('GET', `/api/Campaign/${job.id}/Careers`, {})).statusCode).toBe(401);
  });
});

describe('job feed', () => {
  it('lists the open jobs in the Indeed XML format with CDATA, content type and caching', async () => {
    const job = await openJob({ jobTitle: 'Feed ]]> Tester', referenceCode: 'REF-9' });
    const res = await t.app.inject({ url: '/careers/harbour-jobs/feed.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=900');
    expect(validateXml(res.body)).toBe(true);
    const feed = parseXml(res.body, { cdataTagName: false }) as { source: { publisher: string; job: Record<string, unknown>[] | Record<string, unknown> } };
    expect(feed.source.publisher).toBe('Harbour & Co. Recruiting');
    const jobs = ([] as Record<string, unknown>[]).concat(feed.source.job);
    const mine = jobs.find((j) => j.referencenumber === 'REF-9')!;
    expect(mine).toMatchObject({
      title: 'Feed ]]> Tester',
      company: 'Harbour & Co. Recruiting',
      city: 'Manly',
      state: 'New South Wales',
      country: 'AU',
      jobtype: 'fulltime',
      url: `${t.app.ctx.config.publicUrl}/careers/harbour-jobs/${job.slug}`,
    });
    expect(String(mine.salary)).toContain('AUD 70,000 – 85,000 per year');
    expect(String(mine.description)).toContain('<strong>light</strong>');
    for (const j of jobs) for (const field of ['title', 'date', 'referencenumber', 'url', 'company', 'description']) expect(j[field], field).toBeTruthy();
    expect((await t.app.inject({ url: '/careers/nobody-here/feed.xml' })).statusCode).toBe(404);
  });
});
