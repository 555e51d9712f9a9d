import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVEL, type CandidateListRow, type DashboardCampaign, type DashboardSummary, type MonthlyCount, type TopCandidate } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildEnterprise, buildTenants, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { seedDashboardPlan, type PlannedJob, type PlannedLine } from '../../../test/dashboard-fixtures';

let t: TestApp;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;
let jobs: PlannedJob[];
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Dashboard Co'));
  const admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
  jobs = await seedDashboardPlan(t.app, { owner, hm, outsider, raters: [owner.id, admin.id] });
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);
const get = async <T>(user: TestUser, url: string) => {
  const res = await call('GET', url, user.auth);
  expect(res.statusCode, res.body).toBe(200);
  return wrapper(res).data as T;
};

// ---- the expected figures, computed from the seeded plan (not from the database) ----

const monthOf = (iso: string) => new Date(iso).toISOString().slice(0, 7);
const today = new Date().toISOString().slice(0, 10);
const visibleTo = (user: TestUser) =>
  jobs.filter((j) => j.enterpriseId === user.enterpriseId && !j.deleted && (user.level !== ACCESS_LEVEL.HiringManager || j.hiringManagerId === user.id));
const linesOf = (js: PlannedJob[]) => js.flatMap((j) => j.lines);
const completed = (ls: PlannedLine[]) => ls.filter((l) => l.completedAt !== null);
const isActive = (j: PlannedJob) => (j.status === 1 || j.status === 100) && j.endDate >= today;

function series(months: string[], dates: string[]): MonthlyCount[] {
  return months.map((month) => ({ month, count: dates.filter((d) => monthOf(d) === month).length }));
}
const FIRST_HALF_2025 = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];

function expectedSeries(user: TestUser, months: string[]) {
  const js = visibleTo(user);
  return {
    campaigns: series(months, js.map((j) => j.createdAt)),
    invites: series(months, linesOf(js).map((l) => l.invitedAt)),
    interviews: series(months, completed(linesOf(js)).map((l) => l.completedAt!)),
  };
}

const average = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

function expectedTopSix(user: TestUser) {
  return visibleTo(user)
    .filter(isActive)
    .sort((a, b) => b.lines.length - a.lines.length || b.id - a.id)
    .slice(0, 6)
    .map((j) => ({ pk_Campaign_ID: j.id, CandidateCount: j.lines.length, CompletedCount: completed(j.lines).length }));
}

function latestOf(user: TestUser) {
  return completed(linesOf(visibleTo(user))).sort((a, b) => Date.parse(b.completedAt!) - Date.parse(a.completedAt!) || b.id - a.id)[0];
}

const seriesUrl = (path: string, start: string, end: string, id = owner.enterpriseId) => `/api/${path}/${start}/${end}/${id}`;
const SERIES = {
  campaigns: 'Campaign/GetCampaignsPerMonth',
  invites: 'CampaignLine/GetInvitesPerMonth',
  interviews: 'Interview/GetInterviewsPerMonth',
} as const;

describe('access', () => {
  it('answers 401 without a session on every dashboard call', async () => {
    const urls = [
      '/api/Dashboard/Summary',
      `/api/Dashboard/GetTopFiveCandidateByCampaignId?CampaignId=${jobs[0].id}`,
      '/api/Campaign/GetTopSixActiveCampaigns',
      '/api/Dashboard/GetAllActiveCampaign',
      ...Object.values(SERIES).map((p) => seriesUrl(p, '2025-01-01', '2025-06-30')),
      `/api/Interview/GetLatestInterviews/1/${owner.enterpriseId}`,
    ];
    for (const url of urls) {
      const res = await call('GET', url, {});
      expect(res.statusCode, url).toBe(401);
      expect(wrapper(res).successful).toBe(false);
    }
  });

  it("answers 404 for another enterprise's id", async () => {
    const other = outsider.enterpriseId;
    for (const p of Object.values(SERIES)) {
      expect((await call('GET', seriesUrl(p, '2025-01-01', '2025-06-30', other), owner.auth)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/Interview/GetLatestInterviews/1/${other}`, owner.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/Campaign/GetTopSixActiveCampaigns?enterprise_ID=${other}`, owner.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/Dashboard/GetAllActiveCampaign?enterprise_ID=${other}`, owner.auth)).statusCode).toBe(404);
    const theirJob = jobs.find((j) => j.enterpriseId === other)!;
    expect((await call('GET', `/api/Dashboard/GetTopFiveCandidateByCampaignId?CampaignId=${theirJob.id}`, owner.auth)).statusCode).toBe(404);
  });

  it('validates the range: YYYY-MM-DD dates that exist, start ≤ end, at most 5 years (400 with details)', async () => {
    const cases: [string, string, string][] = [
      ['2025-1-01', '2025-06-30', 'startDate'],
      ['2025-02-30', '2025-06-30', 'startDate'],
      ['2025-01-01', 'tomorrow', 'endDate'],
      ['2025-06-01', '2025-05-31', 'endDate'],
      ['2020-01-01', '2025-01-02', 'endDate'],
    ];
    for (const [start, end, field] of cases) {
      for (const p of Object.values(SERIES)) {
        const res = await call('GET', seriesUrl(p, start, end), owner.auth);
        const body = wrapper(res);
        expect(res.statusCode, `${p} ${start} ${end}`).toBe(400);
        expect(body.message).toBe('The request is invalid.');
        expect(body.details?.[field], JSON.stringify(body.details)).toBeDefined();
      }
    }
    const bad = await call('GET', seriesUrl(SERIES.invites, '2025-01-01', '2025-06-30', 0), owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(wrapper(bad).details?.id).toBeDefined();
    const top = await call('GET', '/api/Dashboard/GetTopFiveCandidateByCampaignId?CampaignId=abc', owner.auth);
    expect(top.statusCode).toBe(400);
    expect(wrapper(top).details?.CampaignId).toBeDefined();
    expect((await call('GET', '/api/Dashboard/GetTopFiveCandidateByCampaignId', owner.auth)).statusCode).toBe(400);
  });

  it('accepts exactly five years: 61 zero-filled months', async () => {
    const data = await get<MonthlyCount[]>(owner, seriesUrl(SERIES.invites, '2020-01-01', '2025-01-01'));
    expect(data).toHaveLength(61);
    expect(data[0]).toEqual({ month: '2020-01', count: 0 });
    expect(data.at(-1)).toEqual(expectedSeries(owner, ['2025-01']).invites[0]);
  });
});

describe('counts and monthly series of the seeded data set', () => {
  it('summarises the whole enterprise for the owner (deleted jobs and other tenants excluded)', async () => {
    const data = await get<DashboardSummary>(owner, '/api/Dashboard/Summary');
    const js = visibleTo(owner);
    expect(data).toMatchObject({
      campaignCount: js.length,
      inviteCount: linesOf(js).length,
      interviewCount: completed(linesOf(js)).length,
    });
    expect(data.latestInterview?.pk_CampaignLine_ID).toBe(latestOf(owner).id);
    // Sanity check of the plan itself: the figures are not trivially zero.
    expect([data.campaignCount, data.inviteCount, data.interviewCount]).toEqual([11, 30, 21]);
  });

  it('gives a hiring manager the figures of their jobs only', async () => {
    const data = await get<DashboardSummary>(hm, '/api/Dashboard/Summary');
    const js = visibleTo(hm);
    expect(js.map((j) => j.id)).toHaveLength(2);
    expect(data).toMatchObject({ campaignCount: 2, inviteCount: linesOf(js).length, interviewCount: completed(linesOf(js)).length });
    expect(data.latestInterview?.pk_CampaignLine_ID).toBe(latestOf(hm).id);
    const latest = await get<CandidateListRow | null>(hm, `/api/Interview/GetLatestInterviews/1/${hm.enterpriseId}`);
    expect(latest?.pk_CampaignLine_ID).toBe(latestOf(hm).id);
  });

  it('returns the latest completed interview as a candidate list row', async () => {
    const latest = await get<CandidateListRow>(owner, `/api/Interview/GetLatestInterviews/1/${owner.enterpriseId}`);
    const expected = latestOf(owner);
    const job = jobs.find((j) => j.lines.some((l) => l.id === expected.id))!;
    expect(latest).toMatchObject({ pk_CampaignLine_ID: expected.id, fk_Campaign_ID: job.id, CampaignLine_Status: 2, QuestionCount: 1, AnsweredCount: 1 });
    expect(Date.parse(latest.CampaignLine_CompletedAt!)).toBe(Date.parse(expected.completedAt!));
  });

  for (const [who, months, start, end] of [
    ['owner', FIRST_HALF_2025, '2025-01-01', '2025-06-30'],
    // Partial first and last months still count whole months (UTC).
    ['owner', ['2025-01', '2025-02', '2025-03'], '2025-01-15', '2025-03-02'],
    // Across a year end, with items in the last seconds of December (UTC).
    ['owner', ['2024-11', '2024-12', '2025-01', '2025-02'], '2024-11-30', '2025-02-01'],
    ['owner', ['2025-07', '2025-08', '2025-09'], '2025-07-01', '2025-09-30'],
    ['hm', FIRST_HALF_2025, '2025-01-01', '2025-06-30'],
  ] as const) {
    it(`gives the ${who} per-month jobs, invites and interviews from ${start} to ${end}`, async () => {
      const user = who === 'owner' ? owner : hm;
      const expected = expectedSeries(user, [...months]);
      for (const key of Object.keys(SERIES) as (keyof typeof SERIES)[]) {
        expect(await get<MonthlyCount[]>(user, seriesUrl(SERIES[key], start, end, user.enterpriseId)), key).toEqual(expected[key]);
      }
    });
  }

  it('the monthly series add up to the totals over a range that covers everything', async () => {
    const summary = await get<DashboardSummary>(owner, '/api/Dashboard/Summary');
    const invites = await get<MonthlyCount[]>(owner, seriesUrl(SERIES.invites, '2024-01-01', '2025-12-31'));
    const interviews = await get<MonthlyCount[]>(owner, seriesUrl(SERIES.interviews, '2024-01-01', '2025-12-31'));
    const sum = (xs: MonthlyCount[]) => xs.reduce((a, x) => a + x.count, 0);
    expect(sum(invites)).toBe(summary.inviteCount);
    expect(sum(interviews)).toBe(summary.interviewCount);
  });
});

describe('active jobs and top candidates', () => {
  it('lists the six active jobs with the most candidates (new and active, not ended, past, paused or deleted)', async () => {
    const data = await get<DashboardCampaign[]>(owner, `/api/Campaign/GetTopSixActiveCampaigns?enterprise_ID=${owner.enterpriseId}`);
    expect(data.map((c) => ({ pk_Campaign_ID: c.pk_Campaign_ID, CandidateCount: c.CandidateCount, CompletedCount: c.CompletedCount }))).toEqual(
      expectedTopSix(owner),
    );
    expect(data[0]).toMatchObject({ Campaign_EndDate: '2099/12/31', Campaign_Status: 100 });
    expect(await get<DashboardCampaign[]>(owner, '/api/Campaign/GetTopSixActiveCampaigns')).toEqual(data);
    const forHm = await get<DashboardCampaign[]>(hm, '/api/Campaign/GetTopSixActiveCampaigns');
    expect(forHm.map((c) => c.pk_Campaign_ID)).toEqual(expectedTopSix(hm).map((c) => c.pk_Campaign_ID));
    expect(forHm).toHaveLength(1);
  });

  it('lists every active job newest first with its counts', async () => {
    const data = await get<DashboardCampaign[]>(owner, '/api/Dashboard/GetAllActiveCampaign');
    const expected = visibleTo(owner)
      .filter(isActive)
      .sort((a, b) => b.id - a.id)
      .map((j) => ({ pk_Campaign_ID: j.id, CandidateCount: j.lines.length, CompletedCount: completed(j.lines).length }));
    expect(expected).toHaveLength(8);
    expect(data.map(({ pk_Campaign_ID, CandidateCount, CompletedCount }) => ({ pk_Campaign_ID, CandidateCount, CompletedCount }))).toEqual(expected);
    const forHm = await get<DashboardCampaign[]>(hm, `/api/Dashboard/GetAllActiveCampaign?enterprise_ID=${hm.enterpriseId}`);
    expect(forHm.map((c) => c.pk_Campaign_ID)).toEqual(visibleTo(hm).filter(isActive).map((j) => j.id));
  });

  it('ranks a job’s completed candidates by candidate rating, then answer rating, then earliest completion', async () => {
    const job = jobs[0];
    const expected = completed(job.lines)
      .map((l) => ({ l, c: average(l.candidateRatings), a: average(l.answerRatings) }))
      .sort(
        (x, y) =>
          (y.c ?? -1) - (x.c ?? -1) ||
          (y.a ?? -1) - (x.a ?? -1) ||
          Date.parse(x.l.completedAt!) - Date.parse(y.l.completedAt!) ||
          x.l.id - y.l.id,
      )
      .slice(0, 5);
    const round = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
    for (const user of [owner, hm]) {
      const data = await get<TopCandidate[]>(user, `/api/Dashboard/GetTopFiveCandidateByCampaignId?CampaignId=${job.id}`);
      expect(data.map((r) => ({ id: r.pk_CampaignLine_ID, avg: r.AverageRating, n: r.RatingCount, answers: r.AnswerAverageRating }))).toEqual(
        expected.map((x) => ({ id: x.l.id, avg: round(x.c), n: x.l.candidateRatings.length, answers: round(x.a) })),
      );
    }
    // The plan's ranking covers every tie-break: 5.0; 4.5 with answers 5 before 4.5 with 3; answers only; then unrated by completion.
    expect(expected.map((x) => job.lines.indexOf(x.l))).toEqual([2, 1, 0, 3, 4]);
  });

  it("hides another job's top candidates from a hiring manager who is not its hiring manager", async () => {
    const notHis = jobs.find((j) => j.enterpriseId === owner.enterpriseId && j.hiringManagerId === null && !j.deleted)!;
    expect((await call('GET', `/api/Dashboard/GetTopFiveCandidateByCampaignId?CampaignId=${notHis.id}`, hm.auth)).statusCode).toBe(404);
    const deleted = jobs.find((j) => j.deleted)!;
    expect((await call('GET', `/api/Dashboard/GetTopFiveCandidateByCampaignId?CampaignId=${deleted.id}`, owner.auth)).statusCode).toBe(404);
    const empty = jobs.find((j) => j.enterpriseId === owner.enterpriseId && isActive(j) && j.lines.length === 0)!;
    expect(await get<TopCandidate[]>(owner, `/api/Dashboard/GetTopFiveCandidateByCampaignId?CampaignId=${empty.id}`)).toEqual([]);
  });
});

describe('a new account', () => {
  it('has zero counts, no latest interview, no jobs and zero-filled series', async () => {
    const fresh = await buildEnterprise(t.app, 'Brand New Pty');
    expect(await get<DashboardSummary>(fresh, '/api/Dashboard/Summary')).toEqual({
      interviewCount: 0,
      campaignCount: 0,
      inviteCount: 0,
      latestInterview: null,
    });
    expect(await get(fresh, `/api/Interview/GetLatestInterviews/1/${fresh.enterpriseId}`)).toBeNull();
    expect(await get(fresh, '/api/Campaign/GetTopSixActiveCampaigns')).toEqual([]);
    expect(await get(fresh, '/api/Dashboard/GetAllActiveCampaign')).toEqual([]);
    for (const p of Object.values(SERIES)) {
      expect(await get(fresh, seriesUrl(p, '2025-11-01', '2026-02-28', fresh.enterpriseId))).toEqual(
        ['2025-11', '2025-12', '2026-01', '2026-02'].map((month) => ({ month, count: 0 })),
      );
    }
  });
});
