import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACCESS_LEVEL,
  CAMPAIGN_LINE_STATUS,
  CANDIDATE_STATUS_DECISION_MESSAGE,
  MSG,
  QUESTION_RESPONSE_STATUS,
  answerByQuestionSchema,
  candidateDetailSchema,
  candidateListRowSchema,
} from '@candid/shared';
import { campaignLines, campaigns, candidateRatings, questionResponses, questions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildTenants, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { candidateSearch } from './service';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Review Co'));
});
afterAll(() => t.close());

const db = () => t.app.ctx.db;
const rows = (res: Awaited<ReturnType<typeof call>>) => candidateListRowSchema.array().parse(wrapper(res).data);
const statusOf = async (id: number) =>
  (await db().select({ s: campaignLines.status }).from(campaignLines).where(eq(campaignLines.id, id)))[0].s;

/** A job (managed by `hiringManagerId`) with three lines: two completed, one only invited. */
async function jobWithLines(hiringManagerId: number | null = null, who = owner) {
  const job = await buildReviewJob(t.app, who, { hiringManagerId, questionCount: 3 });
  const base = { enterpriseId: who.enterpriseId, campaignId: job.campaignId };
  const ada = await seedCompletedLine(db(), { ...base, firstName: 'Ada', lastName: 'Lovelace', email: `ada.${job.campaignId}@Example.com` });
  const invited = await seedCompletedLine(db(), { ...base, firstName: null, lastName: null, questionIds: [], status: CAMPAIGN_LINE_STATUS.Invited, completedAt: null });
  const alan = await seedCompletedLine(db(), { ...base, firstName: 'Alan', lastName: 'Turing', questionIds: job.questionIds.slice(0, 2) });
  return { ...job, ada, invited, alan };
}

describe('GET /CampaignLine', () => {
  it('lists a job newest first with answered and question counts and the candidate average, and pages by keyset', async () => {
    const job = await jobWithLines();
    const admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
    await db().insert(candidateRatings).values([
      { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, campaignLineId: job.ada.lineId, userId: owner.id, rating: 4 },
      { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, campaignLineId: job.ada.lineId, userId: admin.id, rating: 5 },
      { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, campaignLineId: job.ada.lineId, userId: hm.id, rating: 5 },
    ]);
    // A failed attempt does not count as an answer.
    await db().insert(questionResponses).values({
      enterpriseId: owner.enterpriseId,
      campaignId: job.campaignId,
      campaignLineId: job.alan.lineId,
      questionId: job.questionIds[2],
      status: QUESTION_RESPONSE_STATUS.Failed,
    });

    const res = await call('GET', `/api/CampaignLine?campaignId=${job.campaignId}&enterpriseId=${owner.enterpriseId}`, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().nextCursor).toBeNull();
    const list = rows(res);
    expect(list.map((r) => r.pk_CampaignLine_ID)).toEqual([job.alan.lineId, job.invited.lineId, job.ada.lineId]);
    expect(list[2]).toMatchObject({
      fk_Campaign_ID: job.campaignId,
      Campaign_Name: job.campaign.name,
      CampaignLine_Status: CAMPAIGN_LINE_STATUS.Completed,
      CampaignLine_CandidateEmail: `ada.${job.campaignId}@example.com`,
      CampaignLine_CandidateFirstName: 'Ada',
      AnsweredCount: 3,
      QuestionCount: 3,
      AverageRating: 4.7,
      RatingCount: 3,
    });
    expect(list[0]).toMatchObject({ AnsweredCount: 2, QuestionCount: 3, AverageRating: null, RatingCount: 0 });
    expect(list[1]).toMatchObject({ AnsweredCount: 0, CampaignLine_Status: CAMPAIGN_LINE_STATUS.Invited, CampaignLine_CompletedAt: null });

    // Pages of one: every line once, in order, then null.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await call('GET', `/api/CampaignLine?campaignId=${job.campaignId}&limit=1${cursor ? `&cursor=${cursor}` : ''}`, owner.auth);
      expect(page.statusCode).toBe(200);
      seen.push(...rows(page).map((r) => r.pk_CampaignLine_ID));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual(list.map((r) => r.pk_CampaignLine_ID));
  });

  it('searches names and emails case-insensitively, filters by status, across jobs, with keyset pages', async () => {
    const a = await jobWithLines();
    const b = await jobWithLines();
    const across = rows(await call('GET', '/api/CampaignLine?limit=100', owner.auth));
    const ids = across.map((r) => r.pk_CampaignLine_ID);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(ids).toEqual(expect.arrayContaining([a.ada.lineId, b.alan.lineId, b.invited.lineId]));

    const byName = rows(await call('GET', '/api/CampaignLine?searchText=%20lOVElace%20&limit=100', owner.auth));
    expect(byName.map((r) => r.CampaignLine_CandidateLastName)).toEqual(expect.arrayContaining(['Lovelace']));
    expect(byName.every((r) => r.CampaignLine_CandidateLastName === 'Lovelace')).toBe(true);
    expect(byName.map((r) => r.pk_CampaignLine_ID)).toEqual(expect.arrayContaining([a.ada.lineId, b.ada.lineId]));
    const fullName = rows(await call('GET', `/api/CampaignLine?campaignId=${b.campaignId}&searchText=alan%20turing`, owner.auth));
    expect(fullName.map((r) => r.pk_CampaignLine_ID)).toEqual([b.alan.lineId]);
    const byEmail = rows(await call('GET', `/api/CampaignLine?searchText=ADA.${a.campaignId}@EXAMPLE`, owner.auth));
    expect(byEmail.map((r) => r.pk_CampaignLine_ID)).toEqual([a.ada.lineId]);
    // LIKE wildcards are matched literally.
    expect(rows(await call('GET', '/api/CampaignLine?searchText=%25', owner.auth))).toEqual([]);

    // Search + status + keyset pages of one.
    await db().update(campaignLines).set({ status: CAMPAIGN_LINE_STATUS.Shortlisted }).where(inArray(campaignLines.id, [a.ada.lineId, b.ada.lineId, b.alan.lineId]));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await call('GET', `/api/CampaignLine?searchText=lovelace&status=4&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, owner.auth);
      const got = rows(page);
      expect(got.length).toBeLessThanOrEqual(1);
      seen.push(...got.map((r) => r.pk_CampaignLine_ID));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual([b.ada.lineId, a.ada.lineId]);
    const invited = rows(await call('GET', `/api/CampaignLine?status=0&campaignId=${a.campaignId}`, owner.auth));
    expect(invited.map((r) => r.pk_CampaignLine_ID)).toEqual([a.invited.lineId]);
  });

  it('finds one- and two-character terms, names missing a part, and matches % and _ literally', async () => {
    const job = await buildReviewJob(t.app, owner, { questionCount: 1 });
    const c = job.campaignId;
    const line = (firstName: string | null, lastName: string | null, email: string) =>
      seedCompletedLine(db(), { enterpriseId: owner.enterpriseId, campaignId: c, firstName, lastName, email, questionIds: [] });
    const jo = await line('Jo', null, `j_o.${c}@example.com`);
    const quist = await line(null, 'Quist', `jxo.${c}@example.com`);
    const ana = await line('Ana', 'Maria-Quist', `a100%.${c}@example.com`);
    const found = async (term: string) =>
      rows(await call('GET', `/api/CampaignLine?campaignId=${c}&limit=100&searchText=${encodeURIComponent(term)}`, owner.auth)).map((r) => r.pk_CampaignLine_ID);

    // Terms too short to have a trigram still match (newest first).
    expect(await found('jO')).toEqual([jo.lineId]);
    expect(await found('q')).toEqual([ana.lineId, quist.lineId]);
    // The full name leaves a missing part out: "Jo" alone, "Quist" alone.
    expect(await found('jo ')).toEqual([jo.lineId]);
    expect(await found('quist')).toEqual([ana.lineId, quist.lineId]);
    expect(await found('ana maria-q')).toEqual([ana.lineId]);
    expect(await found('jo quist')).toEqual([]);
    // `_` and `%` are characters, not wildcards: "j_o" is not "jxo", "0%." only matches itself.
    expect(await found('j_o')).toEqual([jo.lineId]);
    expect(await found('0%.')).toEqual([ana.lineId]);
    expect(await found('a1%0')).toEqual([]);
    expect(await found('_')).toEqual([jo.lineId]);
  });

  it('finds a term of three characters or more through the trigram index, not by reading every line', async () => {
    // With sequential and plain index scans off, only the search index can answer the condition;
    // the plan names it as long as the query's expressions are the index's.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const res = await tx.execute<Record<string, string>>(
        sql`explain select ${campaignLines.id} from ${campaignLines} where ${candidateSearch('lovelace')}`,
      );
      return res.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on campaign_lines_search_idx[\s\S]*Bitmap Index Scan on campaign_lines_search_idx/);
    expect(plan).not.toContain('Seq Scan');
  });

  it('answers 400 with details for bad queries, 401 without a session, 404 for another tenant', async () => {
    const job = await jobWithLines();
    for (const q of ['limit=0', 'limit=101', 'status=8', 'status=x', 'campaignId=-1', 'cursor=not-a-cursor', `searchText=${'x'.repeat(201)}`]) {
      const res = await call('GET', `/api/CampaignLine?${q}`, owner.auth);
      expect(res.statusCode, q).toBe(400);
      expect(Object.keys(wrapper(res).details ?? {}).length, q).toBeGreaterThan(0);
    }
    expect(wrapper(await call('GET', '/api/CampaignLine?cursor=abc', owner.auth)).details).toEqual({ cursor: ['Invalid cursor.'] });
    expect((await call('GET', '/api/CampaignLine', {})).statusCode).toBe(401);
    expect((await call('GET', `/api/CampaignLine?campaignId=${job.campaignId}`, outsider.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/CampaignLine?enterpriseId=${owner.enterpriseId}`, outsider.auth)).statusCode).toBe(404);
    // The outsider's own list never shows another tenant's lines.
    expect(rows(await call('GET', '/api/CampaignLine?limit=100', outsider.auth))).toEqual([]);
  });

  it("shows a Hiring Manager only the candidates of the jobs they manage, and hides deleted jobs", async () => {
    const mine = await jobWithLines(hm.id);
    const others = await jobWithLines(owner.id);
    const list = rows(await call('GET', '/api/CampaignLine?limit=100', hm.auth));
    expect(list.map((r) => r.pk_CampaignLine_ID).sort()).toEqual([mine.ada.lineId, mine.invited.lineId, mine.alan.lineId].sort());
    expect((await call('GET', `/api/CampaignLine?campaignId=${others.campaignId}`, hm.auth)).statusCode).toBe(404);
    expect(rows(await call('GET', `/api/CampaignLine?campaignId=${mine.campaignId}`, hm.auth))).toHaveLength(3);

    await db().update(campaigns).set({ deleted: 1 }).where(eq(campaigns.id, mine.campaignId));
    expect(rows(await call('GET', '/api/CampaignLine?limit=100', hm.auth))).toEqual([]);
    expect((await call('GET', `/api/CampaignLine/${mine.ada.lineId}`, owner.auth)).statusCode).toBe(404);
  });
});

describe('GET /CampaignLine/{id}', () => {
  it('gives the row with phone, consent, job title, the latest resume and the own rating', async () => {
    const job = await buildReviewJob(t.app, owner, { hiringManagerId: hm.id });
    const s = await seedCompletedLine(db(), { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, phone: '+61 400 000 000', resume: { name: 'cv.pdf' } });
    await db().insert(candidateRatings).values({ enterpriseId: owner.enterpriseId, campaignId: job.campaignId, campaignLineId: s.lineId, userId: hm.id, rating: 2 });

    const res = await call('GET', `/api/CampaignLine/${s.lineId}`, owner.auth);
    expect(res.statusCode).toBe(200);
    const detail = candidateDetailSchema.parse(wrapper(res).data);
    expect(detail).toMatchObject({
      pk_CampaignLine_ID: s.lineId,
      CampaignLine_CandidatePhone: '+61 400 000 000',
      Campaign_Job_Title: job.campaign.jobTitle,
      AnsweredCount: 2,
      QuestionCount: 2,
      AverageRating: 2,
      RatingCount: 1,
      MyRating: null,
    });
    expect(detail.CampaignLine_ConsentAt).not.toBeNull();
    expect(detail.Resume).toMatchObject({ CandidateResume_OriginalName: 'cv.pdf', CandidateResume_Url: `/api/CandidateResume/${s.resume!.id}/file` });
    expect(candidateDetailSchema.parse(wrapper(await call('GET', `/api/CampaignLine/${s.lineId}`, hm.auth)).data).MyRating).toBe(2);

    expect((await call('GET', `/api/CampaignLine/${s.lineId}`, outsider.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/CampaignLine/${s.lineId}`, {})).statusCode).toBe(401);
    const bad = await call('GET', '/api/CampaignLine/abc', owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(wrapper(bad).details).toHaveProperty('id');
    const other = await jobWithLines(owner.id);
    expect((await call('GET', `/api/CampaignLine/${other.ada.lineId}`, hm.auth)).statusCode).toBe(404);
  });
});

describe('status decisions', () => {
  it('sets one decision status and answers with the row; 0..2 are refused with details', async () => {
    const job = await jobWithLines();
    const url = (status: number | string, id = job.ada.lineId) => `/api/CampaignLine/UpdateCampaignLineStatus?pk_CampaignLine_ID=${id}&CampaignLine_Status=${status}`;
    const res = await call('PUT', url(CAMPAIGN_LINE_STATUS.Shortlisted), owner.auth);
    expect(res.statusCode).toBe(200);
    expect(candidateListRowSchema.parse(wrapper(res).data)).toMatchObject({ pk_CampaignLine_ID: job.ada.lineId, CampaignLine_Status: 4, AnsweredCount: 3 });
    expect(await statusOf(job.ada.lineId)).toBe(4);

    for (const status of [0, 2, 7, 'x']) {
      const bad = await call('PUT', url(status), owner.auth);
      expect(bad.statusCode, String(status)).toBe(400);
      expect(wrapper(bad).details?.CampaignLine_Status, String(status)).toBeDefined();
    }
    expect(wrapper(await call('PUT', url(1), owner.auth)).details?.CampaignLine_Status).toEqual([CANDIDATE_STATUS_DECISION_MESSAGE]);
    expect((await call('PUT', '/api/CampaignLine/UpdateCampaignLineStatus?CampaignLine_Status=4', owner.auth)).statusCode).toBe(400);
    expect(await statusOf(job.ada.lineId)).toBe(4);

    expect((await call('PUT', url(5), {})).statusCode).toBe(401);
    expect((await call('PUT', url(5), outsider.auth)).statusCode).toBe(404);
    expect((await call('PUT', url(5, 2_000_000_000), owner.auth)).statusCode).toBe(404);
    // A Hiring Manager does not decide, even on their own job's candidates.
    await db().update(campaigns).set({ hiringManagerId: hm.id }).where(eq(campaigns.id, job.campaignId));
    expect((await call('PUT', url(5), hm.auth)).statusCode).toBe(403);
    const admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
    expect((await call('PUT', url(CAMPAIGN_LINE_STATUS.Hired), admin.auth)).statusCode).toBe(200);
    expect(await statusOf(job.ada.lineId)).toBe(CAMPAIGN_LINE_STATUS.Hired);
  });

  it('refuses a decision on a candidate who has not finished the interview with 409 and details, changing nothing', async () => {
    const job = await jobWithLines();
    // Started (consented, one answer) but not finished; and one whose invitation was withdrawn.
    const started = await seedCompletedLine(db(), {
      enterpriseId: owner.enterpriseId,
      campaignId: job.campaignId,
      questionIds: job.questionIds.slice(0, 1),
      status: CAMPAIGN_LINE_STATUS.Started,
      completedAt: null,
    });
    const withdrawn = await seedCompletedLine(db(), {
      enterpriseId: owner.enterpriseId,
      campaignId: job.campaignId,
      questionIds: [],
      status: CAMPAIGN_LINE_STATUS.Withdrawn,
      completedAt: null,
    });
    for (const [lineId, before] of [
      [job.invited.lineId, CAMPAIGN_LINE_STATUS.Invited],
      [started.lineId, CAMPAIGN_LINE_STATUS.Started],
      [withdrawn.lineId, CAMPAIGN_LINE_STATUS.Withdrawn],
    ] as const) {
      for (const status of [CAMPAIGN_LINE_STATUS.Reviewed, CAMPAIGN_LINE_STATUS.Shortlisted, CAMPAIGN_LINE_STATUS.Rejected, CAMPAIGN_LINE_STATUS.Hired]) {
        const res = await call('PUT', `/api/CampaignLine/UpdateCampaignLineStatus?pk_CampaignLine_ID=${lineId}&CampaignLine_Status=${status}`, owner.auth);
        expect(res.statusCode, `${lineId} -> ${status}`).toBe(409);
        expect(wrapper(res).message).toBe(MSG.decisionNeedsFinishedInterview);
        expect(wrapper(res).details).toEqual({ CampaignLine_Status: [MSG.decisionNeedsFinishedInterview] });
      }
      expect(await statusOf(lineId)).toBe(before);
    }
  });

  it('changes many in one transaction, all or nothing', async () => {
    const a = await jobWithLines();
    const b = await jobWithLines();
    const foreign = await jobWithLines(null, outsider);
    const ids = [a.ada.lineId, a.alan.lineId, b.alan.lineId];
    const res = await call('PUT', '/api/CampaignLine/BulkUpdateStatus', owner.auth, { ids: [...ids, a.ada.lineId], status: CAMPAIGN_LINE_STATUS.Rejected });
    expect(res.statusCode).toBe(200);
    expect(wrapper(res).data).toEqual({ updated: 3 });
    for (const id of ids) expect(await statusOf(id)).toBe(CAMPAIGN_LINE_STATUS.Rejected);
    expect(await statusOf(b.ada.lineId)).toBe(CAMPAIGN_LINE_STATUS.Completed);

    // A candidate who has not finished the interview among them: 409 naming them, nothing changes.
    const mixed = await call('PUT', '/api/CampaignLine/BulkUpdateStatus', owner.auth, { ids: [b.ada.lineId, a.invited.lineId, b.invited.lineId], status: CAMPAIGN_LINE_STATUS.Shortlisted });
    expect(mixed.statusCode).toBe(409);
    expect(wrapper(mixed).message).toBe(MSG.decisionNeedsFinishedInterviews(2));
    expect(wrapper(mixed).details).toEqual({ ids: [a.invited.lineId, b.invited.lineId].sort((x, y) => x - y).map(String) });
    expect(await statusOf(b.ada.lineId)).toBe(CAMPAIGN_LINE_STATUS.Completed);
    expect(await statusOf(b.invited.lineId)).toBe(CAMPAIGN_LINE_STATUS.Invited);

    // One line of another tenant (or one that does not exist): 404 and nothing changes.
    for (const stray of [foreign.ada.lineId, 2_000_000_000]) {
      const bad = await call('PUT', '/api/CampaignLine/BulkUpdateStatus', owner.auth, { ids: [b.ada.lineId, stray], status: CAMPAIGN_LINE_STATUS.Hired });
      expect(bad.statusCode).toBe(404);
      expect(await statusOf(b.ada.lineId)).toBe(CAMPAIGN_LINE_STATUS.Completed);
    }
    expect(await statusOf(foreign.ada.lineId)).toBe(CAMPAIGN_LINE_STATUS.Completed);

    for (const body of [{ ids: [], status: 4 }, { ids: [1], status: 2 }, { ids: Array.from({ length: 501 }, (_, i) => i + 1), status: 4 }, { ids: ['a'], status: 4 }, { status: 4 }]) {
      const bad = await call('PUT', '/api/CampaignLine/BulkUpdateStatus', owner.auth, body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(wrapper(bad).details).toBeDefined();
    }
    expect((await call('PUT', '/api/CampaignLine/BulkUpdateStatus', {}, { ids, status: 4 })).statusCode).toBe(401);
    expect((await call('PUT', '/api/CampaignLine/BulkUpdateStatus', hm.auth, { ids, status: 4 })).statusCode).toBe(403);
    expect((await call('PUT', '/api/CampaignLine/BulkUpdateStatus', outsider.auth, { ids, status: 4 })).statusCode).toBe(404);
    for (const id of ids) expect(await statusOf(id)).toBe(CAMPAIGN_LINE_STATUS.Rejected);
  });
});

describe('answers by question', () => {
  it('gives every live question in order with the latest given attempt, attempts and ratings', async () => {
    const job = await buildReviewJob(t.app, owner, { hiringManagerId: hm.id, questionCount: 3 });
    const [q1, q2, q3] = job.questionIds;
    const s = await seedCompletedLine(db(), { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, questionIds: [q1] });
    const base = { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, campaignLineId: s.lineId };
    const [retake] = await db()
      .insert(questionResponses)
      .values([
        { ...base, questionId: q1, attempt: 2, status: QUESTION_RESPONSE_STATUS.Uploaded, originalKey: 'answers/x.webm' },
        // A retake that failed leaves the earlier answer in place.
        { ...base, questionId: q1, attempt: 3, status: QUESTION_RESPONSE_STATUS.Failed },
        { ...base, questionId: q2, attempt: 1, status: QUESTION_RESPONSE_STATUS.Uploading },
      ])
      .returning();
    // Reorder: q3 first; a deleted question is not listed.
    await db().update(questions).set({ order: 0, text: '', generatedText: 'Generated?' }).where(eq(questions.id, q3));
    const [deleted] = await db()
      .insert(questions)
      .values({ enterpriseId: owner.enterpriseId, userId: owner.id, campaignId: job.campaignId, text: 'Gone', order: 9, deleted: 1 })
      .returning();
    expect(deleted).toBeDefined();
    const other = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
    await call('POST', '/api/QuestionResponseRating', hm.auth, { fk_QuestionResponse_ID: retake.id, QuestionResponseRating_Rating: 2 });
    await call('POST', '/api/QuestionResponseRating', other.auth, { fk_QuestionResponse_ID: retake.id, QuestionResponseRating_Rating: 5 });

    const url = `/api/QuestionResponse/getQeustionResponseByCampaignLineID/${job.campaignId}/${s.lineId}`;
    const res = await call('GET', url, hm.auth);
    expect(res.statusCode).toBe(200);
    const items = answerByQuestionSchema.array().parse(wrapper(res).data);
    expect(items.map((i) => i.question.pk_Question_ID)).toEqual([q3, q1, q2]);
    expect(items[0]).toMatchObject({ question: { Question_Text: 'Generated?' }, response: null, attempts: 0, MyRating: null, AverageRating: null, RatingCount: 0 });
    expect(items[1]).toMatchObject({ attempts: 3, MyRating: 2, AverageRating: 3.5, RatingCount: 2 });
    expect(items[1].response).toMatchObject({
      pk_QuestionResponse_ID: retake.id,
      QuestionResponse_Attempt: 2,
      QuestionResponse_VideoUrl: `/api/QuestionResponse/${retake.id}/video`,
    });
    expect(items[2]).toMatchObject({ response: null, attempts: 1 });

    expect((await call('GET', url, {})).statusCode).toBe(401);
    expect((await call('GET', url, outsider.auth)).statusCode).toBe(404);
    const otherJob = await buildReviewJob(t.app, owner);
    expect((await call('GET', `/api/QuestionResponse/getQeustionResponseByCampaignLineID/${otherJob.campaignId}/${s.lineId}`, owner.auth)).statusCode).toBe(404);
    const bad = await call('GET', `/api/QuestionResponse/getQeustionResponseByCampaignLineID/x/${s.lineId}`, owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(wrapper(bad).details).toHaveProperty('campaignId');
    await db().update(campaigns).set({ hiringManagerId: other.id }).where(eq(campaigns.id, job.campaignId));
    expect((await call('GET', url, hm.auth)).statusCode).toBe(404);
  });

  it("lists a job's candidates that have at least one answer", async () => {
    const job = await jobWithLines(hm.id);
    const uploading = await seedCompletedLine(db(), { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, questionIds: [job.questionIds[0]] });
    await db()
      .update(questionResponses)
      .set({ status: QUESTION_RESPONSE_STATUS.Uploading })
      .where(and(eq(questionResponses.enterpriseId, owner.enterpriseId), eq(questionResponses.campaignLineId, uploading.lineId)));
    const url = `/api/CampaignLine/GetCampaigLineResponseByCampaignID?CampaignID=${job.campaignId}&UserID=${owner.id}`;
    const res = await call('GET', url, hm.auth);
    expect(res.statusCode).toBe(200);
    expect(rows(res).map((r) => r.pk_CampaignLine_ID)).toEqual([job.alan.lineId, job.ada.lineId]);
    expect((await call('GET', url, {})).statusCode).toBe(401);
    expect((await call('GET', url, outsider.auth)).statusCode).toBe(404);
    const bad = await call('GET', '/api/CampaignLine/GetCampaigLineResponseByCampaignID', owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(wrapper(bad).details).toHaveProperty('CampaignID');
    const other = await jobWithLines(owner.id);
    expect((await call('GET', `/api/CampaignLine/GetCampaigLineResponseByCampaignID?CampaignID=${other.campaignId}`, hm.auth)).statusCode).toBe(404);
  });
});
