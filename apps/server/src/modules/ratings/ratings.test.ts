import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ACCESS_LEVEL,
  candidateListRowSchema,
  candidateRatingResultSchema,
  candidateRatingSummarySchema,
  questionResponseRatingResultSchema,
} from '@candid/shared';
import { campaigns, candidateRatings, questionResponseRatings } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildTenants, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let admin: TestUser;
let hm: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Rating Co'));
  admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin, { firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => t.close());

const db = () => t.app.ctx.db;

/** A job managed by the hiring manager with one completed candidate (two answers). */
async function candidate(hiringManagerId: number | null = hm.id, who = owner) {
  const job = await buildReviewJob(t.app, who, { hiringManagerId });
  const s = await seedCompletedLine(db(), { enterpriseId: who.enterpriseId, campaignId: job.campaignId });
  return { campaignId: job.campaignId, lineId: s.lineId, responseIds: s.responses.map((r) => r.id) };
}

const rateAnswer = (who: TestUser, id: number, rating: number) =>
  call('POST', '/api/QuestionResponseRating', who.auth, { fk_QuestionResponse_ID: id, QuestionResponseRating_Rating: rating });
const rateCandidate = (who: TestUser, id: number, rating: number) =>
  call('POST', '/api/CandidateRating', who.auth, { fk_CampaignLine_ID: id, CandidateRating_Rating: rating });

describe('answer ratings', () => {
  it('keeps one rating per reviewer and answer, with the team average of two reviewers', async () => {
    const c = await candidate();
    const first = await rateAnswer(owner, c.responseIds[0], 4);
    expect(first.statusCode).toBe(200);
    const a = questionResponseRatingResultSchema.parse(wrapper(first).data);
    expect(a).toMatchObject({ AverageRating: 4, RatingCount: 1, rating: { fk_User_ID: owner.id, fk_CampaignLine_ID: c.lineId, fk_Campaign_ID: c.campaignId, QuestionResponseRating_Rating: 4 } });

    const second = questionResponseRatingResultSchema.parse(wrapper(await rateAnswer(hm, c.responseIds[0], 5)).data);
    expect(second).toMatchObject({ AverageRating: 4.5, RatingCount: 2 });
    // POST again: the reviewer's rating is replaced, not added.
    const again = questionResponseRatingResultSchema.parse(wrapper(await rateAnswer(owner, c.responseIds[0], 1)).data);
    expect(again).toMatchObject({ AverageRating: 3, RatingCount: 2, rating: { pk_QuestionResponseRating_ID: a.rating.pk_QuestionResponseRating_ID, QuestionResponseRating_Rating: 1 } });
    const third = questionResponseRatingResultSchema.parse(wrapper(await rateAnswer(admin, c.responseIds[0], 2)).data);
    expect(third).toMatchObject({ AverageRating: 2.7, RatingCount: 3 }); // (1 + 5 + 2) / 3 = 2.67
    // The other answer is untouched.
    const rows = await db().select().from(questionResponseRatings).where(eq(questionResponseRatings.questionResponseId, c.responseIds[1]));
    expect(rows).toEqual([]);
  });

  it("lets a reviewer change only their own rating by id (another's: 404)", async () => {
    const c = await candidate();
    const mine = questionResponseRatingResultSchema.parse(wrapper(await rateAnswer(admin, c.responseIds[1], 3)).data);
    const theirs = questionResponseRatingResultSchema.parse(wrapper(await rateAnswer(hm, c.responseIds[1], 5)).data);
    const put = (who: TestUser, id: number, rating: number) =>
      call('PUT', '/api/QuestionResponseRating', who.auth, { pk_QuestionResponseRating_ID: id, QuestionResponseRating_Rating: rating });

    const res = await put(admin, mine.rating.pk_QuestionResponseRating_ID, 1);
    expect(res.statusCode).toBe(200);
    expect(questionResponseRatingResultSchema.parse(wrapper(res).data)).toMatchObject({ AverageRating: 3, RatingCount: 2, rating: { QuestionResponseRating_Rating: 1 } });
    expect((await put(admin, theirs.rating.pk_QuestionResponseRating_ID, 1)).statusCode).toBe(404);
    expect((await put(outsider, mine.rating.pk_QuestionResponseRating_ID, 5)).statusCode).toBe(404);
    const [kept] = await db().select().from(questionResponseRatings).where(eq(questionResponseRatings.id, theirs.rating.pk_QuestionResponseRating_ID));
    expect(kept.rating).toBe(5);
    expect((await put(admin, mine.rating.pk_QuestionResponseRating_ID, 0)).statusCode).toBe(400);
    expect((await call('PUT', '/api/QuestionResponseRating', {}, { pk_QuestionResponseRating_ID: 1, QuestionResponseRating_Rating: 1 })).statusCode).toBe(401);
  });

  it('answers 400 with details, 401, and 404 for another tenant or a job the Hiring Manager does not manage', async () => {
    const c = await candidate();
    for (const [body, field] of [
      [{ fk_QuestionResponse_ID: c.responseIds[0], QuestionResponseRating_Rating: 6 }, 'QuestionResponseRating_Rating'],
      [{ fk_QuestionResponse_ID: c.responseIds[0], QuestionResponseRating_Rating: 0 }, 'QuestionResponseRating_Rating'],
      [{ fk_QuestionResponse_ID: c.responseIds[0], QuestionResponseRating_Rating: 2.5 }, 'QuestionResponseRating_Rating'],
      [{ QuestionResponseRating_Rating: 3 }, 'fk_QuestionResponse_ID'],
      [{ fk_QuestionResponse_ID: 'one', QuestionResponseRating_Rating: 3 }, 'fk_QuestionResponse_ID'],
    ] as const) {
      const res = await call('POST', '/api/QuestionResponseRating', owner.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(wrapper(res).details, JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await call('POST', '/api/QuestionResponseRating', {}, { fk_QuestionResponse_ID: c.responseIds[0], QuestionResponseRating_Rating: 3 })).statusCode).toBe(401);
    expect((await rateAnswer(outsider, c.responseIds[0], 3)).statusCode).toBe(404);
    expect((await rateAnswer(owner, 2_000_000_000, 3)).statusCode).toBe(404);
    const notHers = await candidate(admin.id);
    expect((await rateAnswer(hm, notHers.responseIds[0], 3)).statusCode).toBe(404);
    expect(await db().select().from(questionResponseRatings).where(eq(questionResponseRatings.campaignLineId, notHers.lineId))).toEqual([]);
  });

  it('rates several answers of one job at once, all or nothing', async () => {
    const c = await candidate();
    const other = await candidate();
    const url = `/api/QuestionResponse/RateQuestionResponseByCampaign?CampaignID=${c.campaignId}`;
    const res = await call('POST', url, admin.auth, [
      { fk_QuestionResponse_ID: c.responseIds[0], QuestionResponseRating_Rating: 2 },
      { fk_QuestionResponse_ID: c.responseIds[1], QuestionResponseRating_Rating: 3 },
      { fk_QuestionResponse_ID: c.responseIds[0], QuestionResponseRating_Rating: 4 },
    ]);
    expect(res.statusCode).toBe(200);
    const results = questionResponseRatingResultSchema.array().parse(wrapper(res).data);
    expect(results.map((r) => [r.rating.fk_QuestionResponse_ID, r.rating.QuestionResponseRating_Rating, r.AverageRating, r.RatingCount])).toEqual([
      [c.responseIds[0], 4, 4, 1],
      [c.responseIds[1], 3, 3, 1],
    ]);

    // An answer of another job: 404, and the valid one in the same call is not saved.
    const mixed = await call('POST', url, admin.auth, [
      { fk_QuestionResponse_ID: c.responseIds[0], QuestionResponseRating_Rating: 1 },
      { fk_QuestionResponse_ID: other.responseIds[0], QuestionResponseRating_Rating: 1 },
    ]);
    expect(mixed.statusCode).toBe(404);
    const [kept] = await db()
      .select()
      .from(questionResponseRatings)
      .where(and(eq(questionResponseRatings.questionResponseId, c.responseIds[0]), eq(questionResponseRatings.userId, admin.id)));
    expect(kept.rating).toBe(4);
    expect(await db().select().from(questionResponseRatings).where(eq(questionResponseRatings.questionResponseId, other.responseIds[0]))).toEqual([]);

    for (const body of [[], [{ fk_QuestionResponse_ID: c.responseIds[0], QuestionResponseRating_Rating: 9 }], { fk_QuestionResponse_ID: 1 }]) {
      const bad = await call('POST', url, admin.auth, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(wrapper(bad).details).toBeDefined();
    }
    const noJob = await call('POST', '/api/QuestionResponse/RateQuestionResponseByCampaign', admin.auth, [{ fk_QuestionResponse_ID: c.responseIds[0], QuestionResponseRating_Rating: 1 }]);
    expect(noJob.statusCode).toBe(400);
    expect(wrapper(noJob).details).toHaveProperty('CampaignID');
    const one = [{ fk_QuestionResponse_ID: c.responseIds[0], QuestionResponseRating_Rating: 1 }];
    expect((await call('POST', url, {}, one)).statusCode).toBe(401);
    expect((await call('POST', url, outsider.auth, one)).statusCode).toBe(404);
    await db().update(campaigns).set({ hiringManagerId: admin.id }).where(eq(campaigns.id, c.campaignId));
    expect((await call('POST', url, hm.auth, one)).statusCode).toBe(404);
  });
});

describe('candidate ratings', () => {
  it('averages two reviewers, shows each reviewer, and feeds the candidate list', async () => {
    const c = await candidate();
    const a = candidateRatingResultSchema.parse(wrapper(await rateCandidate(hm, c.lineId, 3)).data);
    expect(a).toMatchObject({ AverageRating: 3, RatingCount: 1, rating: { fk_User_ID: hm.id, fk_Campaign_ID: c.campaignId, CandidateRating_Rating: 3 } });
    const b = candidateRatingResultSchema.parse(wrapper(await rateCandidate(admin, c.lineId, 4)).data);
    expect(b).toMatchObject({ AverageRating: 3.5, RatingCount: 2 });
    const again = candidateRatingResultSchema.parse(wrapper(await rateCandidate(admin, c.lineId, 5)).data);
    expect(again).toMatchObject({ AverageRating: 4, RatingCount: 2, rating: { pk_CandidateRating_ID: b.rating.pk_CandidateRating_ID } });

    const url = `/api/CandidateRating/ByCampaignLine?campaignLineId=${c.lineId}`;
    const summary = candidateRatingSummarySchema.parse(wrapper(await call('GET', url, admin.auth)).data);
    expect(summary).toMatchObject({ MyRating: 5, AverageRating: 4, RatingCount: 2 });
    expect(summary.Reviewers).toEqual([
      { pk_User_ID: admin.id, name: 'Ada Admin', rating: 5 },
      { pk_User_ID: hm.id, name: expect.stringMatching(/^Test User\d+$/), rating: 3 },
    ]);
    expect(candidateRatingSummarySchema.parse(wrapper(await call('GET', url, owner.auth)).data).MyRating).toBeNull();

    const list = await call('GET', `/api/CampaignLine?campaignId=${c.campaignId}`, owner.auth);
    expect(candidateListRowSchema.array().parse(wrapper(list).data)[0]).toMatchObject({ AverageRating: 4, RatingCount: 2 });

    expect((await call('GET', url, {})).statusCode).toBe(401);
    expect((await call('GET', url, outsider.auth)).statusCode).toBe(404);
    const bad = await call('GET', '/api/CandidateRating/ByCampaignLine?campaignLineId=x', owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(wrapper(bad).details).toHaveProperty('campaignLineId');
  });

  it("changes only one's own candidate rating, and refuses bad input, other tenants and unmanaged jobs", async () => {
    const c = await candidate();
    const mine = candidateRatingResultSchema.parse(wrapper(await rateCandidate(owner, c.lineId, 2)).data);
    const theirs = candidateRatingResultSchema.parse(wrapper(await rateCandidate(hm, c.lineId, 4)).data);
    const put = (who: TestUser, id: number, rating: number) => call('PUT', '/api/CandidateRating', who.auth, { pk_CandidateRating_ID: id, CandidateRating_Rating: rating });

    const res = await put(owner, mine.rating.pk_CandidateRating_ID, 5);
    expect(res.statusCode).toBe(200);
    expect(candidateRatingResultSchema.parse(wrapper(res).data)).toMatchObject({ AverageRating: 4.5, RatingCount: 2, rating: { CandidateRating_Rating: 5 } });
    expect((await put(owner, theirs.rating.pk_CandidateRating_ID, 1)).statusCode).toBe(404);
    expect((await put(outsider, mine.rating.pk_CandidateRating_ID, 1)).statusCode).toBe(404);
    const [kept] = await db().select().from(candidateRatings).where(eq(candidateRatings.id, theirs.rating.pk_CandidateRating_ID));
    expect(kept.rating).toBe(4);

    for (const body of [{ fk_CampaignLine_ID: c.lineId, CandidateRating_Rating: 6 }, { fk_CampaignLine_ID: c.lineId }, { CandidateRating_Rating: 3 }]) {
      const bad = await call('POST', '/api/CandidateRating', owner.auth, body);
      expect(bad.statusCode).toBe(400);
      expect(wrapper(bad).details).toBeDefined();
    }
    const badPut = await put(owner, mine.rating.pk_CandidateRating_ID, 0);
    expect(badPut.statusCode).toBe(400);
    expect(wrapper(badPut).details).toHaveProperty('CandidateRating_Rating');
    expect((await call('POST', '/api/CandidateRating', {}, { fk_CampaignLine_ID: c.lineId, CandidateRating_Rating: 3 })).statusCode).toBe(401);
    expect((await call('PUT', '/api/CandidateRating', {}, { pk_CandidateRating_ID: 1, CandidateRating_Rating: 3 })).statusCode).toBe(401);
    expect((await rateCandidate(outsider, c.lineId, 3)).statusCode).toBe(404);

    // Once the job is given to someone else, the Hiring Manager can neither rate nor change their rating.
    await db().update(campaigns).set({ hiringManagerId: admin.id }).where(eq(campaigns.id, c.campaignId));
    expect((await rateCandidate(hm, c.lineId, 1)).statusCode).toBe(404);
    expect((await put(hm, theirs.rating.pk_CandidateRating_ID, 1)).statusCode).toBe(404);
    expect((await call('GET', `/api/CandidateRating/ByCampaignLine?campaignLineId=${c.lineId}`, hm.auth)).statusCode).toBe(404);
  });
});
