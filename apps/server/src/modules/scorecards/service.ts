import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { SCORECARD_MESSAGES, type Scorecard, type ScorecardInput } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { questions, scorecardCompetencies } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { loadCampaign } from '../campaigns/service';
import { liveQuestions } from '../campaigns/read-model';
import { loadReviewableCampaign } from '../campaigns/review-scope';

/*
 * A job's scorecard (issue 34, docs/api-review.md "Scorecards"): its competencies in order. A PUT
 * sends the whole scorecard: a competency sent with its id is kept (and, later, its scores), one
 * without is added, one left out is removed; all in one transaction.
 */

type JobKey = { enterpriseId: number; campaignId: number };

const ofJob = (job: JobKey) => and(eq(scorecardCompetencies.enterpriseId, job.enterpriseId), eq(scorecardCompetencies.campaignId, job.campaignId))!;

/** The job's competencies in order. */
async function read({ db }: Deps, job: JobKey): Promise<Scorecard> {
  const rows = await db.select().from(scorecardCompetencies).where(ofJob(job)).orderBy(asc(scorecardCompetencies.position), asc(scorecardCompetencies.id));
  return {
    campaignId: job.campaignId,
    competencies: rows.map((r) => ({ id: r.id, name: r.name, guidance: r.guidance, anchors: r.anchors, questionIds: r.questionIds })),
  };
}

/** GET /Campaign/{id}/Scorecard: for every member who sees the job (404 otherwise). */
export async function scorecardOf(deps: Deps, auth: AuthContext, campaignId: number): Promise<Scorecard> {
  await loadReviewableCampaign(deps, auth, campaignId);
  return read(deps, { enterpriseId: auth.enterpriseId, campaignId });
}

/**
 * PUT /Campaign/{id}/Scorecard: replaces the job's scorecard. Every linked question must be one of
 * the job's live questions (another company's is a 404), and every id one of the job's competencies (400 with
 * `details['competencies.{i}.questionIds' | 'competencies.{i}.id']` otherwise); nothing is written
 * unless all of it is valid.
 */
export async function saveScorecard(deps: Deps, auth: AuthContext, campaignId: number, input: ScorecardInput): Promise<Scorecard> {
  const job = { enterpriseId: auth.enterpriseId, campaignId };
  return withTransaction(deps, async (tx) => {
    const campaign = await loadCampaign(tx, auth, campaignId, { lock: true });
    const questionIds = new Set((await liveQuestions(tx, campaign)).map((q) => q.id));
    // Another company's question (or none) is not found, as its id anywhere; the company's own
    // question of another job is a mistake in the scorecard (400 below).
    const linked = [...new Set(input.competencies.flatMap((c) => c.questionIds))];
    if (linked.length) {
      const known = await tx.db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.enterpriseId, auth.enterpriseId), inArray(questions.id, linked)));
      if (known.length < linked.length) throw notFound();
    }
    const existing = new Set((await tx.db.select({ id: scorecardCompetencies.id }).from(scorecardCompetencies).where(ofJob(job))).map((r) => r.id));
    const details: Record<string, string[]> = {};
    for (const [i, c] of input.competencies.entries()) {
      if (c.questionIds.some((q) => !questionIds.has(q))) details[`competencies.${i}.questionIds`] = [SCORECARD_MESSAGES.questionNotInJob];
      if (c.id !== undefined && !existing.has(c.id)) details[`competencies.${i}.id`] = [SCORECARD_MESSAGES.competencyNotInJob];
    }
    if (Object.keys(details).length) throw badRequest(Object.values(details)[0][0], details);

    const kept = input.competencies.flatMap((c) => (c.id !== undefined ? [c.id] : []));
    await tx.db.delete(scorecardCompetencies).where(kept.length ? and(ofJob(job), notInArray(scorecardCompetencies.id, kept)) : ofJob(job));
    for (const [position, c] of input.competencies.entries()) {
      const values = { name: c.name, guidance: c.guidance, anchors: c.anchors, questionIds: c.questionIds, position };
      if (c.id !== undefined) {
        await tx.db.update(scorecardCompetencies).set(values).where(and(ofJob(job), eq(scorecardCompetencies.id, c.id)));
      } else {
        await tx.db.insert(scorecardCompetencies).values({ ...values, ...job });
      }
    }
    return read(tx, job);
  });
}
