import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candidateExperienceSummarySchema, interviewSessionSchema } from '@candid/shared';
import { campaignLines, candidateExperienceRatings, webhookEvents } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildTenants, caller, wrapper, type TestUser } from '../../../test/factories';
import { buildInterviewLine } from '../../../test/interview-fixtures';

/*
 * Issue 33: the candidate rates the interview once finished. No reviewer reads one rating: not
 * in the candidate list, the candidate's page, their answers, the export, the share view or a
 * webhook; a job gives the count, and the average only from five ratings on. The candidate's
 * erasure takes it.
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Experience Co'));
});
afterAll(() => t.close());

/** A candidate of `campaignId` who has finished the interview, and their rating call. */
async function finished(campaignId: number) {
  const cand = await buildInterviewLine(t.app, owner, { campaignId, questionCount: 0 });
  await t.app.ctx.db.update(campaignLines).set({ status: 2, completedAt: new Date().toISOString() }).where(eq(campaignLines.id, cand.line.id));
  const base = `/api/interview/${cand.campaignId}/${cand.enterpriseId}`;
  const headers = { 'x-interview-token': cand.token };
  return { cand, base, headers, rate: (body: object) => call('PUT', `${base}/experience`, headers, body) };
}

const summary = async (campaignId: number, auth: Record<string, string>) =>
  candidateExperienceSummarySchema.parse(wrapper(await call('GET', `/api/Campaign/${campaignId}/CandidateExperience`, auth)).data);

describe('PUT /interview/{c}/{e}/experience', () => {
  it('takes a finished candidate’s rating and comment, replaces it on a second one, and shows it in their session', async () => {
    const job = await buildCampaign(t.app, owner);
    const { base, headers, rate } = await finished(job.id);
    const res = await rate({ rating: 4, comment: '  Clear questions.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(wrapper(res).data).toEqual({ rating: 4, comment: 'Clear questions.' });
    expect(wrapper(await rate({ rating: 5 })).data).toEqual({ rating: 5, comment: null });
    const session = interviewSessionSchema.parse(wrapper(await call('GET', `${base}/session`, headers)).data);
    expect(session.experience).toEqual({ rating: 5, comment: null });
  });

  it('is refused before the candidate finishes, out of range, too long, or without the token', async () => {
    const job = await buildCampaign(t.app, owner);
    const early = await buildInterviewLine(t.app, owner, { campaignId: job.id, questionCount: 0 });
    const url = `/api/interview/${early.campaignId}/${early.enterpriseId}/experience`;
    const notYet = await call('PUT', url, { 'x-interview-token': early.token }, { rating: 3 });
    expect(notYet.statusCode).toBe(409);
    expect(wrapper(notYet).message).toBe('You can rate the interview once you have finished it.');
    expect((await call('PUT', url, {}, { rating: 3 })).statusCode).toBe(401);

    const { rate } = await finished(job.id);
    for (const rating of [0, 6, 2.5, '4']) {
      const bad = await rate({ rating });
      expect(bad.statusCode, String(rating)).toBe(400);
      expect(bad.json()).toMatchObject({ details: { rating: ['Please choose from 1 to 5 stars.'] } });
    }
    const long = await rate({ rating: 3, comment: 'x'.repeat(1001) });
    expect(long.json()).toMatchObject({ details: { comment: ['Please keep your comment to 1000 characters.'] } });
    expect(await t.app.ctx.db.select().from(candidateExperienceRatings).where(eq(candidateExperienceRatings.campaignId, job.id))).toEqual([]);
  });
});

describe('a job’s candidate experience', () => {
  it('gives the count, the average only from five ratings on, to members who see the job; 404 to others', async () => {
    const job = await buildCampaign(t.app, owner, { hiringManagerId: hm.id });
    const ratings = [5, 4, 4, 3, 5];
    for (const [i, rating] of ratings.entries()) {
      expect(await summary(job.id, owner.auth)).toEqual({ RatingCount: i, AverageRating: null });
      expect((await (await finished(job.id)).rate({ rating })).statusCode).toBe(200);
    }
    expect(await summary(job.id, owner.auth)).toEqual({ RatingCount: 5, AverageRating: 4.2 });
    expect(await summary(job.id, hm.auth)).toEqual({ RatingCount: 5, AverageRating: 4.2 });

    const other = await buildCampaign(t.app, owner);
    expect((await call('GET', `/api/Campaign/${other.id}/CandidateExperience`, hm.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/Campaign/${job.id}/CandidateExperience`, outsider.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/Campaign/${job.id}/CandidateExperience`, {})).statusCode).toBe(401);
  });

  it('never shows one candidate’s rating on a reviewer’s read path, and goes with the candidate’s erasure', async () => {
    const job = await buildCampaign(t.app, owner, { hiringManagerId: hm.id });
    const { cand, rate } = await finished(job.id);
    const comment = 'Zanzibar-unique-comment about the interview';
    expect((await rate({ rating: 1, comment })).statusCode).toBe(200);
    const paths = [
      `/api/CampaignLine?campaignId=${job.id}`,
      `/api/CampaignLine/${cand.line.id}`,
      `/api/QuestionResponse/getQeustionResponseByCampaignLineID/${job.id}/${cand.line.id}`,
      `/api/CampaignLine/GetCampaigLineResponseByCampaignID?CampaignID=${job.id}`,
      `/api/CampaignLine/Export?format=csv&campaignId=${job.id}`,
      `/api/CampaignLine/${cand.line.id}/Lifecycle`,
      `/api/Campaign/${job.id}/CandidateExperience`,
      `/api/Campaign/${job.id}/Funnel`,
      `/api/Dashboard/Export?startDate=2026-01-01&endDate=2030-12-31`,
    ];
    for (const auth of [owner.auth, hm.auth]) {
      for (const path of paths) {
        const res = await call('GET', path, auth);
        expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
        expect(res.body, path).not.toContain('Zanzibar');
        // One candidate's { rating, comment }: the job's summary ({ RatingCount, AverageRating }) is no leak.
        expect(res.body, path).not.toMatch(/[Ee]xperience"?\s*:\s*\{\s*"?rating"/);
        expect(res.body, path).not.toMatch(/"comment"/);
      }
    }
    // Webhook receivers hear nothing of it either.
    const events = await t.app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.enterpriseId, owner.enterpriseId));
    expect(JSON.stringify(events)).not.toContain('Zanzibar');

    const erased = await call('DELETE', `/api/CampaignLine/${cand.line.id}`, owner.auth);
    expect(erased.statusCode).toBe(202);
    await t.app.ctx.queue.drain();
    expect(await t.app.ctx.db.select().from(candidateExperienceRatings).where(eq(candidateExperienceRatings.campaignLineId, cand.line.id))).toEqual([]);
  });
});
