import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { JOB_STATES, MSG, campaignsApi, type Campaign, type JobState, type ResponseOf } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildEnterprise, buildQuestions, wrapper, type TestUser, buildTenants, caller } from '../../../test/factories';
import { campaignLines, campaigns, comments, employers, questions } from '../../db/schema/index';

let t: TestApp;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Jobs Co'));
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);
const job = (over: object = {}) => ({
  Campaign_Name: 'Warehouse Supervisor',
  Campaign_StartDate: '2026/12/01',
  Campaign_EndDate: '2027/01/01',
  Campaign_Job_Work_Type_ID: 1,
  Campaign_Job_Pay_Type_ID: 2,
  Campaign_Job_Pay_Range_From: 70000,
  Campaign_Job_Pay_Range_To: 80000,
  ...over,
});
const nameOf = async (id: number) => (await t.app.ctx.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

describe('POST /api/Campaign', () => {
  it('creates a job with status 1, the caller as default hiring manager, and its dates as sent (YYYY/MM/DD)', async () => {
    const res = await call('POST', '/api/Campaign', owner.auth, job());
    expect(res.statusCode).toBe(201);
    expect(wrapper(res).data).toMatchObject({
      Campaign_Name: 'Warehouse Supervisor',
      Campaign_Job_Title: 'Warehouse Supervisor',
      Campaign_Status: 1,
      Campaign_StartDate: '2026/12/01',
      Campaign_EndDate: '2027/01/01',
      Campaign_CandidateNumber: owner.id,
      fk_Enterprise_ID: owner.enterpriseId,
    });
  });

  it('validates with the spec messages and details', async () => {
    const blank = wrapper(await call('POST', '/api/Campaign', owner.auth, job({ Campaign_Name: '  ' })));
    expect(blank.details?.Campaign_Name).toContain(MSG.campaignTitleRequired);
    const reversed = wrapper(await call('POST', '/api/Campaign', owner.auth, job({ Campaign_EndDate: '2026/11/01' })));
    expect(reversed.status).toBe(400);
    expect(reversed.details?.Campaign_EndDate).toBeDefined();
  });

  it('refuses another tenant’s employer or user as references', async () => {
    const [foreign] = await t.app.ctx.db
      .insert(employers)
      .values({ enterpriseId: outsider.enterpriseId, userId: outsider.id, name: 'Theirs' })
      .returning();
    const res = wrapper(await call('POST', '/api/Campaign', owner.auth, job({ Campaign_Tolerance: foreign.id, Campaign_CandidateNumber: outsider.id })));
    expect(res.status).toBe(400);
    expect(Object.keys(res.details ?? {})).toEqual(expect.arrayContaining(['Campaign_Tolerance', 'Campaign_CandidateNumber']));
  });

  it("sends the hiring manager and the client employer under the spec's names, stored as hiringManagerId and employerId (issue 31)", async () => {
    // A company of its own: the jobs it makes leave the plan's count of the others alone.
    const { owner: boss, hm: manager } = await buildTenants(t.app, 'Names Co');
    const client = (await t.app.ctx.db.insert(employers).values({ enterpriseId: boss.enterpriseId, userId: boss.id, name: 'Client' }).returning())[0];
    const made = wrapper(await call('POST', '/api/Campaign', boss.auth, job({ Campaign_CandidateNumber: manager.id, Campaign_Tolerance: client.id })));
    const id = (made.data as Campaign).pk_Campaign_ID;
    expect(made.data).toMatchObject({ Campaign_CandidateNumber: manager.id, Campaign_Tolerance: client.id });
    expect(made.data).not.toHaveProperty('hiringManagerId');
    expect(made.data).not.toHaveProperty('employerId');
    expect(await nameOf(id)).toMatchObject({ hiringManagerId: manager.id, employerId: client.id });
    const back = wrapper(await call('PUT', '/api/Campaign', boss.auth, job({ pk_Campaign_ID: id, Campaign_CandidateNumber: null, Campaign_Tolerance: 0 })));
    expect(back.data).toMatchObject({ Campaign_CandidateNumber: null, Campaign_Tolerance: 0 });
    expect(await nameOf(id)).toMatchObject({ hiringManagerId: null, employerId: 0 });
  });

  it('is refused to hiring managers (403) and anonymous callers (401)', async () => {
    expect((await call('POST', '/api/Campaign', hm.auth, job())).statusCode).toBe(403);
    expect((await call('POST', '/api/Campaign', {}, job())).statusCode).toBe(401);
  });
});

describe('campaign dates on the wire (SPEC §3, §9: YYYY/MM/DD)', () => {
  it('takes YYYY/MM/DD or YYYY-MM-DD, stores a date, and answers YYYY/MM/DD on every reply with a job', async () => {
    // Its own enterprise: the jobs it makes count against no other test's plan.
    const owner = await buildEnterprise(t.app, 'Dates Co');
    const slash = /^\d{4}\/\d{2}\/\d{2}$/;
    const datesOf = (c: { Campaign_StartDate: string; Campaign_EndDate: string }) => [c.Campaign_StartDate, c.Campaign_EndDate];
    const created = wrapper(await call('POST', '/api/Campaign', owner.auth, job({ Campaign_StartDate: '2026-11-02', Campaign_EndDate: '2099/03/04' }))).data as Campaign;
    expect(datesOf(created)).toEqual(['2026/11/02', '2099/03/04']);
    const id = created.pk_Campaign_ID;
    expect(await nameOf(id)).toMatchObject({ startDate: '2026-11-02', endDate: '2099-03-04' });
    await buildQuestions(t.app, owner, id, 1);

    const replies: Array<[string, Campaign]> = [
      ['GET /Campaign/{id}', wrapper(await call('GET', `/api/Campaign/${id}`, owner.auth)).data as Campaign],
      ['GET /Campaign', (wrapper(await call('GET', '/api/Campaign?limit=100', owner.auth)).data as Campaign[]).find((c) => c.pk_Campaign_ID === id)!],
      ['PUT /Campaign', wrapper(await call('PUT', '/api/Campaign', owner.auth, { pk_Campaign_ID: id, ...job({ Campaign_StartDate: '2026/11/02', Campaign_EndDate: '2099-03-04' }) })).data as Campaign],
      ['UpdateCampaignStatus', wrapper(await call('POST', `/api/Campaign/UpdateCampaignStatus?campid=${id}&stcode=100`, owner.auth)).data as Campaign],
      ['SaveInterviewCampaignLink', wrapper(await call('POST', `/api/Campaign/SaveInterviewCampaignLink?pk_Campaign_ID=${id}`, owner.auth)).data as Campaign],
      ['CloneJob', wrapper(await call('GET', `/api/Campaign/CloneJob/${id}`, owner.auth)).data as Campaign],
    ];
    for (const [where, reply] of replies) expect(datesOf(reply), where).toEqual(['2026/11/02', '2099/03/04']);
    const top = wrapper(await call('GET', `/api/Campaign/GetTopSixActiveCampaigns?enterprise_ID=${owner.enterpriseId}`, owner.auth)).data as Campaign[];
    const mine = top.find((c) => c.pk_Campaign_ID === id);
    expect(mine && datesOf(mine)).toEqual(['2026/11/02', '2099/03/04']);
    const active = wrapper(await call('GET', `/api/Dashboard/GetAllActiveCampaign?enterprise_ID=${owner.enterpriseId}`, owner.auth)).data as Campaign[];
    expect(active.length).toBeGreaterThan(0);
    for (const c of active) for (const d of datesOf(c)) expect(d).toMatch(slash);

    const saved = wrapper(
      await call('POST', '/api/Campaign/SaveJob', owner.auth, {
        campaign: job({ Campaign_StartDate: '2026-10-05', Campaign_EndDate: '2099-01-06' }),
        questions: [{ Question_Text: 'Why this job?' }],
      }),
    ).data as { campaign: Campaign };
    expect(datesOf(saved.campaign)).toEqual(['2026/10/05', '2099/01/06']);
  });
});

describe('reading and changing one job', () => {
  it('reads, updates, ends and re-statuses a job of the enterprise', async () => {
    // The Hiring Manager reads it as the job's hiring manager (other jobs are 404 to them).
    const c = await buildCampaign(t.app, owner, { endDate: '2099-01-01', hiringManagerId: hm.id });
    expect(wrapper(await call('GET', `/api/Campaign/${c.id}`, hm.auth)).data).toMatchObject({ pk_Campaign_ID: c.id });
    const upd = await call('PUT', '/api/Campaign', owner.auth, { pk_Campaign_ID: c.id, ...job({ Campaign_Name: 'Renamed' }) });
    expect(wrapper(upd).data).toMatchObject({ Campaign_Name: 'Renamed' });
    const status = await call('POST', `/api/Campaign/UpdateCampaignStatus?campid=${c.id}&stcode=100`, owner.auth);
    expect(wrapper(status).data).toMatchObject({ Campaign_Status: 100 });
    const ended = wrapper(await call('POST', `/api/Campaign/EndCampaign?campid=${c.id}`, owner.auth)).data as { Campaign_EndDate: string };
    expect(ended.Campaign_EndDate).toBe(new Date().toISOString().slice(0, 10).replaceAll('-', '/'));
    const link = wrapper(await call('POST', `/api/Campaign/SaveInterviewCampaignLink?pk_Campaign_ID=${c.id}`, owner.auth));
    expect(link.data).toMatchObject({ Campaign_Job_Video_Link: `http://candid.test/invite/${c.id}/${owner.enterpriseId}?link=${c.publicLinkToken}` });
  });

  it('answers 404 for another tenant’s job on every call and leaves it unchanged', async () => {
    const theirs = await buildCampaign(t.app, outsider, { name: 'Theirs' });
    const id = theirs.id;
    const attempts: Array<[string, string, object | undefined]> = [
      ['GET', `/api/Campaign/${id}`, undefined],
      ['PUT', '/api/Campaign', { pk_Campaign_ID: id, ...job({ Campaign_Name: 'Hijacked' }) }],
      ['POST', `/api/Campaign/UpdateCampaignStatus?campid=${id}&stcode=100`, undefined],
      ['POST', `/api/Campaign/EndCampaign?campid=${id}`, undefined],
      ['GET', `/api/Campaign/CloneJob/${id}`, undefined],
      ['POST', `/api/Campaign/SaveInterviewCampaignLink?pk_Campaign_ID=${id}`, undefined],
      ['GET', `/api/Campaign/GetCampaignLineCount?campaignId=${id}`, undefined],
      ['GET', `/api/Campaign?Enterprise_ID=${outsider.enterpriseId}`, undefined],
      ['GET', `/api/Campaign/GetRemainingJobsToLaunch?fk_Enterprise_ID=${outsider.enterpriseId}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, owner.auth, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await nameOf(id)).toMatchObject({ name: 'Theirs', status: 1, jobVideoLink: null, endDate: '2099-12-31' });
  });

  it('keeps hiring managers to reading', async () => {
    const c = await buildCampaign(t.app, owner);
    expect((await call('POST', `/api/Campaign/EndCampaign?campid=${c.id}`, hm.auth)).statusCode).toBe(403);
    expect((await call('GET', `/api/Campaign/CloneJob/${c.id}`, hm.auth)).statusCode).toBe(403);
  });
});

describe('clone', () => {
  it('copies the job and its live questions in order', async () => {
    const c = await buildCampaign(t.app, owner, { name: 'Barista', legacyPublicLink: true });
    await t.app.ctx.db.insert(questions).values(
      ['First?', 'Second?', 'Deleted?'].map((text, i) => ({
        enterpriseId: owner.enterpriseId,
        userId: owner.id,
        campaignId: c.id,
        text,
        order: i,
        deleted: text === 'Deleted?' ? 1 : 0,
      })),
    );
    const res = await call('GET', `/api/Campaign/CloneJob/${c.id}`, owner.auth);
    const copy = wrapper(res).data as { pk_Campaign_ID: number; Campaign_Name: string; Campaign_Status: number; publicLinkToken: string };
    // A new job: its own public-link secret, and no bare legacy link.
    expect(copy).toMatchObject({ Campaign_Name: 'Copy of Barista', Campaign_Status: 1, legacyPublicLink: false });
    expect(copy.pk_Campaign_ID).not.toBe(c.id);
    expect(copy.publicLinkToken).not.toBe(c.publicLinkToken);
    const copied = await t.app.ctx.db
      .select()
      .from(questions)
      .where(and(eq(questions.enterpriseId, owner.enterpriseId), eq(questions.campaignId, copy.pk_Campaign_ID)));
    expect(copied.map((q) => q.text).sort()).toEqual(['First?', 'Second?']);
  });
});

describe('GET /api/Campaign (list)', () => {
  let lister: TestUser;
  beforeAll(async () => {
    lister = await buildEnterprise(t.app, 'List Co');
    const days = ['2026-03-05', '2026-01-10', '2026-02-20', '2026-01-10', '2025-12-01', '2026-04-01', '2026-02-01'];
    for (const [i, start] of days.entries()) {
      const c = await buildCampaign(t.app, lister, {
        name: i === 2 ? 'Senior Nurse' : `Role ${i}`,
        startDate: start,
        endDate: i === 4 ? '2025-12-31' : `2099-0${(i % 9) + 1}-15`,
        status: 100,
      });
      if (i === 2) {
        await t.app.ctx.db.insert(campaignLines).values(
          ['a@x.co', 'b@x.co'].map((e) => ({ enterpriseId: lister.enterpriseId, campaignId: c.id, candidateEmail: e })),
        );
      }
    }
  });

  const list = async (qs: string) => {
    const res = await call('GET', `/api/Campaign?${qs}`, lister.auth);
    expect(res.statusCode, qs).toBe(200);
    const body: ResponseOf<typeof campaignsApi.list> = res.json();
    return body;
  };

  it('sorts by start date both ways, with the id as tie-breaker', async () => {
    const asc = (await list('sort=startDate&dir=asc')).data.map((c) => c.Campaign_StartDate);
    expect(asc).toEqual([...asc].sort());
    const desc = (await list('sort=startDate&dir=desc')).data.map((c) => c.Campaign_StartDate);
    expect(desc).toEqual([...asc].reverse());
  });

  it('pages with a keyset cursor: every job once, none twice', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(`sort=endDate&dir=asc&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.data.map((c) => c.Campaign_Name));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect((await call('GET', '/api/Campaign?cursor=garbage', lister.auth)).statusCode).toBe(400);
  });

  it('searches by name and counts candidates', async () => {
    const found = (await list('SearchText=nurse')).data;
    expect(found.map((c) => c.Campaign_Name)).toEqual(['Senior Nurse']);
    expect(found[0].CandidateCount).toBe(2);
    expect((await list('SearchText=%25')).data).toEqual([]);
  });

  it('status 100 lists the open jobs: those past their end date are dropped, and so are drafts without questions', async () => {
    const active = (await list('status=100')).data.map((c) => c.Campaign_Name);
    expect(active).toEqual([]);
    const drafts = (await list('state=draft')).data.map((c) => c.Campaign_Name);
    expect(drafts).toHaveLength(6);
    expect(drafts).not.toContain('Role 4');
  });
});

describe('GET /api/Campaign?isComment=true (the jobs of the comments view)', () => {
  it('lists only the jobs with a comment the member may see, scoped as the list is', async () => {
    const { owner: boss, hm: manager, outsider: other } = await buildTenants(t.app, 'Comment Co');
    const jobOf = (who: TestUser, name: string, hiringManagerId: number | null = null) =>
      buildCampaign(t.app, who, { name: name, hiringManagerId });
    const onJob = await jobOf(boss, 'Job comment', manager.id);
    const onAnswer = await jobOf(boss, 'Answer comment');
    const erasing = await jobOf(boss, 'Comment on a candidate being erased');
    const quiet = await jobOf(boss, 'No comment');
    const quietManaged = await jobOf(boss, 'Managed, no comment', manager.id);
    const theirs = await jobOf(other, 'Their job comment');
    const comment = (job: { id: number; enterpriseId: number }, extra: Partial<typeof comments.$inferInsert> = {}) =>
      t.app.ctx.db.insert(comments).values({ enterpriseId: job.enterpriseId, campaignId: job.id, userId: boss.id, content: 'Note', ...extra });
    const lineOf = async (job: { id: number; enterpriseId: number }, erasingAt: string | null = null) =>
      (
        await t.app.ctx.db
          .insert(campaignLines)
          .values({ enterpriseId: job.enterpriseId, campaignId: job.id, candidateEmail: 'c@x.co', erasingAt })
          .returning()
      )[0].id;
    await comment(onJob);
    await comment(onAnswer, { type: 1, campaignLineId: await lineOf(onAnswer) });
    await comment(erasing, { type: 1, campaignLineId: await lineOf(erasing, new Date().toISOString()) });
    await comment(theirs);

    const names = async (who: TestUser, qs: string) => {
      const res = await call('GET', `/api/Campaign?limit=100&${qs}`, who.auth);
      expect(res.statusCode, `${qs} ${res.body}`).toBe(200);
      return (res.json() as { data: Array<{ Campaign_Name: string }> }).data.map((c) => c.Campaign_Name).sort();
    };
    expect(await names(boss, 'isComment=true')).toEqual([onAnswer.name, onJob.name].sort());
    expect(await names(boss, `isComment=true&Enterprise_ID=${boss.enterpriseId}&SearchText=answer`)).toEqual([onAnswer.name]);
    // A Hiring Manager: only the jobs they manage.
    expect(await names(manager, 'isComment=true')).toEqual([onJob.name]);
    expect(await names(manager, '')).toEqual([onJob.name, quietManaged.name].sort());
    // false, or no flag: every job.
    const all = [onJob, onAnswer, erasing, quiet, quietManaged].map((j) => j.name).sort();
    expect(await names(boss, 'isComment=false')).toEqual(all);
    expect(await names(boss, '')).toEqual(all);
    expect(await names(other, 'isComment=true')).toEqual([theirs.name]);
    const bad = wrapper(await call('GET', '/api/Campaign?isComment=yes', boss.auth));
    expect(bad.status).toBe(400);
    expect(bad.details?.isComment).toBeDefined();
  });
});

describe('job state: one rule for the list, its filter and each item', () => {
  it('derives draft, scheduled, open, paused and ended from the code, the dates and the questions, and filters by it', async () => {
    const owner = await buildEnterprise(t.app, 'State Co');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const plan: Array<[JobState, Partial<typeof campaigns.$inferInsert>, number]> = [
      ['open', { startDate: day(-3), endDate: day(20) }, 2],
      ['open', { startDate: day(0), endDate: day(0), status: 100 }, 1],
      ['scheduled', { startDate: day(30), endDate: day(60) }, 2],
      ['draft', { startDate: day(-3), endDate: day(20) }, 0],
      ['paused', { startDate: day(-3), endDate: day(20), status: 7 }, 2],
      ['ended', { startDate: day(-30), endDate: day(-1) }, 2],
      ['ended', { startDate: day(-3), endDate: day(20), status: 0 }, 2],
    ];
    const expected = new Map<number, JobState>();
    for (const [state, overrides, questionCount] of plan) {
      const job = await buildCampaign(t.app, owner, overrides);
      if (questionCount) await buildQuestions(t.app, owner, job.id, questionCount);
      expected.set(job.id, state);
    }
    const listed = async (qs: string) => {
      const res = await call('GET', `/api/Campaign?limit=100${qs}`, owner.auth);
      expect(res.statusCode, qs).toBe(200);
      return (res.json() as { data: Array<{ pk_Campaign_ID: number; JobState: JobState }> }).data;
    };
    const all = await listed('');
    expect(new Map(all.map((c) => [c.pk_Campaign_ID, c.JobState]))).toEqual(expected);
    for (const state of JOB_STATES) {
      const ids = (await listed(`&state=${state}`)).map((c) => c.pk_Campaign_ID).sort();
      expect(ids, state).toEqual([...expected].filter(([, s]) => s === state).map(([id]) => id).sort());
    }
    // The numeric filter of the spec: 100 is what the list calls Active, 0 what it calls Ended.
    expect((await listed('&status=100')).every((c) => c.JobState === 'open')).toBe(true);
    expect((await listed('&status=0')).map((c) => c.pk_Campaign_ID).sort()).toEqual((await listed('&state=ended')).map((c) => c.pk_Campaign_ID).sort());
    expect((await call('GET', '/api/Campaign?state=live', owner.auth)).statusCode).toBe(400);
  });
});

describe('plan limit', () => {
  it('counts down remaining jobs and refuses a job past the limit with the package message', async () => {
    const small = await buildEnterprise(t.app, 'Small Co');
    const remaining = async () =>
      wrapper(await call('GET', `/api/Campaign/GetRemainingJobsToLaunch?fk_Enterprise_ID=${small.enterpriseId}`, small.auth)).data;
    expect(await remaining()).toBe(5);
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/Campaign', small.auth, job())).statusCode).toBe(201);
    expect(await remaining()).toBe(0);
    const refused = await call('POST', '/api/Campaign', small.auth, job());
    expect(refused.statusCode).toBe(402);
    expect(wrapper(refused).message).toBe(MSG.packageLimitText);
    const [first] = await t.app.ctx.db.select().from(campaigns).where(eq(campaigns.enterpriseId, small.enterpriseId)).limit(1);
    expect((await call('GET', `/api/Campaign/CloneJob/${first.id}`, small.auth)).statusCode).toBe(402);
  });
});
