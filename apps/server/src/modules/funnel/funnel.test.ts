import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { funnelSchema, type Funnel } from '@candid/shared';
import { campaignLines, campaigns, funnelCompanyCounts, funnelCounts, questionAnswers } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildQuestions, buildTenants, caller, wrapper, type TestUser } from '../../../test/factories';
import { eraseCandidates } from '../lifecycle/erase';

/*
 * Issue 33: the completion funnel. Its figures come from funnel_counts, which a trigger keeps as
 * the lines change (migration 0028): these tests change lines the way the app does (and directly,
 * as any write path could) and read the funnel through the API.
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Funnel Co'));
});
afterAll(() => t.close());

async function funnel(campaignId: number, auth: Record<string, string> = owner.auth): Promise<Funnel> {
  const res = await call('GET', `/api/Campaign/${campaignId}/Funnel`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return funnelSchema.parse(wrapper(res).data);
}

const counts = (f: Funnel) => f.stages.map((s) => s.count);

/** Invites `n` candidates to the job through the API (by email), answering their line ids. */
async function invite(campaignId: number, n: number): Promise<number[]> {
  const res = await call(
    'POST',
    '/api/Message/SendEmail',
    owner.auth,
    Array.from({ length: n }, (_, i) => ({ fk_Campaign_ID: campaignId, CampaignLine_CandidateEmail: `funnel-${campaignId}-${i}@example.com` })),
  );
  expect(res.statusCode, res.body).toBe(200);
  return (wrapper(res).data as [number][]).map((row) => row[0]);
}

const setLine = (id: number, values: Partial<typeof campaignLines.$inferInsert>) => t.app.ctx.db.update(campaignLines).set(values).where(eq(campaignLines.id, id));

/** The company's rollup is the sum of its jobs' rows (jobs not deleted), whatever happened to the lines. */
async function expectCompanyRollupConsistent(enterpriseId: number) {
  const perJob = await t.app.ctx.db
    .select({ month: funnelCounts.month, channel: funnelCounts.channel, metric: funnelCounts.metric, key: funnelCounts.key, n: sql<number>`sum(${funnelCounts.n})::int` })
    .from(funnelCounts)
    .innerJoin(campaigns, and(eq(campaigns.id, funnelCounts.campaignId), eq(campaigns.deleted, 0)))
    .where(eq(funnelCounts.enterpriseId, enterpriseId))
    .groupBy(funnelCounts.month, funnelCounts.channel, funnelCounts.metric, funnelCounts.key);
  const company = await t.app.ctx.db.select().from(funnelCompanyCounts).where(eq(funnelCompanyCounts.enterpriseId, enterpriseId));
  const key = (r: { month: string; channel: string; metric: number; key: number }) => `${r.month}|${r.channel}|${r.metric}|${r.key}`;
  const nonZero = <R extends { n: number }>(rows: R[]) => rows.filter((r) => Number(r.n) !== 0);
  expect(new Map(nonZero(company).map((r) => [key(r), Number(r.n)]))).toEqual(new Map(nonZero(perJob).map((r) => [key(r), Number(r.n)])));
}

describe('the completion funnel', () => {
  it('follows each candidate through invited → delivered → opened → consented → started → finished', async () => {
    const job = await buildCampaign(t.app, owner, { hiringManagerId: hm.id });
    const [q1, q2, q3] = await buildQuestions(t.app, owner, job.id, 3);
    const ids = await invite(job.id, 6);
    expect(counts(await funnel(job.id))).toEqual([6, 0, 0, 0, 0, 0]);

    // The mail worker sends the invitations: each sent mail marks its line delivered.
    await t.app.ctx.mail.drain();
    expect(counts(await funnel(job.id))).toEqual([6, 6, 0, 0, 0, 0]);

    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    await setLine(ids[1], { openedAt: at(1) });
    await setLine(ids[2], { openedAt: at(1), consentAt: at(2), startedAt: at(2), status: 1 });
    for (const [lineId, answered] of [[ids[3], [q1]], [ids[4], [q1, q2]], [ids[5], [q1, q2, q3]]] as const) {
      await setLine(lineId, { openedAt: at(1), consentAt: at(2), startedAt: at(2), status: 1 });
      // Saved answers move the line (a trigger counts them): where a non-finisher stopped.
      await t.app.ctx.db.insert(questionAnswers).values(
        answered.map((questionId) => ({ enterpriseId: owner.enterpriseId, campaignId: job.id, campaignLineId: lineId, questionId, kind: 'text' as const, value: { kind: 'text' as const, text: 'An answer' } })),
      );
    }
    await setLine(ids[5], { completedAt: at(14), status: 2 });

    const f = await funnel(job.id);
    expect(counts(f)).toEqual([6, 6, 5, 4, 3, 1]);
    expect(f.stages.map((s) => s.conversion)).toEqual([null, 1, 0.833, 0.8, 0.75, 0.333]);
    expect(f.completionRate).toBe(0.167);
    // Consented and not finished: one reached question 1, one question 2, one question 3.
    expect(f.dropOffByQuestion).toEqual([
      { question: 1, text: 'Question 1?', count: 1 },
      { question: 2, text: 'Question 2?', count: 1 },
      { question: 3, text: 'Question 3?', count: 1 },
    ]);
    // 12 minutes from consent to finish falls in the bucket from 12; 14 minutes after the invitation, under an hour.
    expect(f.medianInterviewMinutes).toBe(12);
    expect(f.medianResponseHours).toBe(0);
    expect(f.byChannel).toEqual([{ channel: 'email', counts: [6, 6, 5, 4, 3, 1], completionRate: 0.167 }]);
    // The hiring manager of the job sees it; a manager of other jobs and another company do not.
    expect(counts(await funnel(job.id, hm.auth))).toEqual([6, 6, 5, 4, 3, 1]);
    const other = await buildCampaign(t.app, owner);
    expect((await call('GET', `/api/Campaign/${other.id}/Funnel`, hm.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/Campaign/${job.id}/Funnel`, outsider.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/Campaign/${job.id}/Funnel`, {})).statusCode).toBe(401);

    // A cleared answer moves the candidate back; an erased candidate stays in the history.
    await t.app.ctx.db.delete(questionAnswers).where(and(eq(questionAnswers.campaignLineId, ids[4]), eq(questionAnswers.questionId, q2)));
    expect((await funnel(job.id)).dropOffByQuestion.map((d) => d.count)).toEqual([1, 2]);
    await eraseCandidates(t.app.ctx, { enterpriseId: owner.enterpriseId, lineIds: [ids[5]], reason: 'request', userId: owner.id });
    expect(counts(await funnel(job.id))).toEqual([6, 6, 5, 4, 3, 1]);
    await expectCompanyRollupConsistent(owner.enterpriseId);
  });

  it('counts each channel, and the public link, careers page and job board by where the candidate came from', async () => {
    const job = await buildCampaign(t.app, owner, { publicLinkToken: 'funnel-public-link-secret-0001' });
    await buildQuestions(t.app, owner, job.id, 1);
    const start = (email: string, via?: string) =>
      call('POST', `/api/interview/${job.id}/${owner.enterpriseId}/start`, {}, { firstName: 'Ann', lastName: 'Lee', email, link: job.publicLinkToken, ...(via ? { via } : {}) });
    expect((await start('pub@example.com')).statusCode).toBe(201);
    expect((await start('careers@example.com', 'careers')).statusCode).toBe(201);
    expect((await start('board@example.com', 'job_board')).statusCode).toBe(201);
    expect((await start('odd@example.com', 'somewhere')).statusCode).toBe(400);
    await invite(job.id, 1);
    const f = await funnel(job.id);
    expect(f.byChannel.map((c) => [c.channel, c.counts[0], c.counts[2]])).toEqual([
      ['email', 1, 0],
      ['public_link', 1, 1],
      ['careers', 1, 1],
      ['job_board', 1, 1],
    ]);
  });

  it('gives the company’s funnel over the dashboard’s range and refuses a bad range', async () => {
    const { owner: solo } = await buildTenants(t.app, 'Funnel Range Co');
    const job = await buildCampaign(t.app, solo);
    const [line] = await t.app.ctx.db
      .insert(campaignLines)
      .values([
        { enterpriseId: solo.enterpriseId, campaignId: job.id, candidateEmail: 'jan@example.com', invitedAt: '2026-01-15T10:00:00Z', completedAt: '2026-01-16T10:00:00Z', consentAt: '2026-01-16T09:50:00Z' },
        { enterpriseId: solo.enterpriseId, campaignId: job.id, candidateEmail: 'mar@example.com', invitedAt: '2026-03-02T10:00:00Z' },
      ])
      .returning();
    const range = async (startDate: string, endDate: string) =>
      funnelSchema.parse(wrapper(await call('GET', `/api/Dashboard/Funnel?startDate=${startDate}&endDate=${endDate}`, solo.auth)).data);
    const jan = await range('2026-01-20', '2026-02-10');
    expect([counts(jan), jan.from, jan.to]).toEqual([[1, 1, 1, 1, 1, 1], '2026-01', '2026-02']);
    expect(jan.medianResponseHours).toBe(24);
    expect(jan.medianInterviewMinutes).toBe(10);
    expect(counts(await range('2026-01-01', '2026-03-31'))[0]).toBe(2);
    expect(counts(await range('2025-01-01', '2025-12-31'))).toEqual([0, 0, 0, 0, 0, 0]);
    const bad = await call('GET', '/api/Dashboard/Funnel?startDate=2026-03-01&endDate=2026-01-01', solo.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: { endDate: ['The end date must not be before the start date.'] } });
    expect((await call('GET', '/api/Dashboard/Funnel?startDate=2026-02-30&endDate=2026-03-01', solo.auth)).statusCode).toBe(400);
    // A deleted job leaves the company's funnel, and comes back with it restored.
    await t.app.ctx.db.update(campaigns).set({ deleted: 1 }).where(eq(campaigns.id, job.id));
    expect(counts(await range('2026-01-01', '2026-03-31'))).toEqual([0, 0, 0, 0, 0, 0]);
    await t.app.ctx.db.update(campaigns).set({ deleted: 0 }).where(eq(campaigns.id, job.id));
    expect(counts(await range('2026-01-01', '2026-03-31'))).toEqual([2, 1, 1, 1, 1, 1]);
    // Rows of the rollup are the company's only.
    const rows = await t.app.ctx.db.select().from(funnelCounts).where(eq(funnelCounts.campaignId, job.id));
    expect(rows.every((r) => r.enterpriseId === solo.enterpriseId)).toBe(true);
    expect(line.channel).toBe('email');
  });
});
