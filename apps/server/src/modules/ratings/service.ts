import { and, avg, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_EXPERIENCE, type CandidateExperienceSummary } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { campaignLines, campaigns, candidateExperienceRatings, candidateRatings, questionResponseRatings, questionResponses, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { byMember, record as audit } from '../audit/record';
import { loadReviewableCampaign, loadReviewableLine } from '../campaigns/review-scope';
import { visibleJobs } from '../campaigns/policy';
import { NO_RATINGS, candidateRatingStats, responseRatingStats, type RatingStats } from './aggregates';
import { emit } from '../webhooks/emit';

/*
 * Ratings (1-5): each reviewer has one rating per answer and one per candidate. POST upserts the
 * session user's own rating; PUT changes it by id (another reviewer's id answers 404). Answers
 * carry the team's average and count.
 */

const now = sql`now()`;

type ResponseRatingRow = typeof questionResponseRatings.$inferSelect;
type CandidateRatingRow = typeof candidateRatings.$inferSelect;

/** A rating just written, with the team's average and count of its answer or candidate. */
export type RatingResult<Row> = Omit<RatingStats, 'MyRating'> & { rating: Row };

/** A reviewer's rating of an answer, as a POST body names it. */
export interface ResponseRatingInput {
  questionResponseId: number;
  rating: number;
}

/** One team member's rating of a candidate. */
export interface ReviewerRating {
  /** The reviewer's user id. */
  id: number;
  name: string;
  rating: number;
}

/** The user's own rating of a candidate, the team's average and every reviewer's rating. */
export type CandidateRatingSummary = RatingStats & { Reviewers: ReviewerRating[] };

/** The answers (id, campaign, line) among `ids` that the user may review. */
async function reviewableResponses(db: DbOrTx, auth: AuthContext, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: questionResponses.id,
      campaignId: questionResponses.campaignId,
      lineId: questionResponses.campaignLineId,
    })
    .from(questionResponses)
    .innerJoin(campaignLines, eq(campaignLines.id, questionResponses.campaignLineId))
    .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
    .where(
      and(
        eq(questionResponses.enterpriseId, auth.enterpriseId),
        inArray(questionResponses.id, ids),
        visibleJobs(auth),
      ),
    );
}

/** Inserts or updates the user's own ratings of answers already known to be reviewable. */
async function upsertResponseRatings(
  { db, events }: Deps<'events'>,
  auth: AuthContext,
  items: { response: { id: number; campaignId: number; lineId: number }; rating: number }[],
): Promise<RatingResult<ResponseRatingRow>[]> {
  const rows = await db
    .insert(questionResponseRatings)
    .values(
      items.map(({ response, rating }) => ({
        enterpriseId: auth.enterpriseId,
        campaignId: response.campaignId,
        campaignLineId: response.lineId,
        questionResponseId: response.id,
        userId: auth.userId,
        rating,
      })),
    )
    .onConflictDoUpdate({
      target: [questionResponseRatings.enterpriseId, questionResponseRatings.questionResponseId, questionResponseRatings.userId],
      set: { rating: sql`excluded.rating`, updatedAt: now },
    })
    .returning();
  return withResponseStats({ db, events }, auth, rows);
}

async function withResponseStats(
  deps: Deps<'events'>,
  auth: AuthContext,
  rows: ResponseRatingRow[],
): Promise<RatingResult<ResponseRatingRow>[]> {
  // Every caller has just written these ratings, new or changed: the audit entries (issue 16) and
  // webhook events (issue 17) go with them.
  const { db, events } = deps;
  await audit(
    deps,
    rows.map((r) => ({
      enterpriseId: auth.enterpriseId,
      lineId: r.campaignLineId,
      campaignId: r.campaignId,
      actor: byMember(auth.userId),
      action: 'rated' as const,
      detail: `answer ${r.questionResponseId}: ${r.rating}/5`,
    })),
  );
  await emit(
    { db, events },
    rows.map((r) => ({
      enterpriseId: auth.enterpriseId,
      type: 'rating.added' as const,
      data: { jobId: r.campaignId, candidateId: r.campaignLineId, answerId: r.questionResponseId, rating: r.rating, byUserId: auth.userId },
    })),
  );
  const stats = await responseRatingStats(deps, auth.enterpriseId, rows.map((r) => r.questionResponseId));
  return rows.map((rating) => {
    const s = stats.get(rating.questionResponseId) ?? NO_RATINGS;
    return { rating, AverageRating: s.AverageRating, RatingCount: s.RatingCount };
  });
}

/** POST /QuestionResponseRating */
export async function rateResponse(deps: Deps<'events'>, auth: AuthContext, input: ResponseRatingInput) {
  // The rating and its audit entry (issue 16) together.
  return withTransaction(deps, async (tx) => {
    const [response] = await reviewableResponses(tx.db, auth, [input.questionResponseId]);
    if (!response) throw notFound();
    const [result] = await upsertResponseRatings(tx, auth, [{ response, rating: input.rating }]);
    return result;
  });
}

/** PUT /QuestionResponseRating: the user's own rating only. */
export async function updateResponseRating(deps: Deps<'events'>, auth: AuthContext, { ratingId, value }: { ratingId: number; value: number }) {
  // The rating and its audit entry (issue 16) together.
  return withTransaction(deps, async (tx) => {
    const { db } = tx;
    const [own] = await db
      .select({ responseId: questionResponseRatings.questionResponseId })
      .from(questionResponseRatings)
      .where(
        and(
          eq(questionResponseRatings.enterpriseId, auth.enterpriseId),
          eq(questionResponseRatings.id, ratingId),
          eq(questionResponseRatings.userId, auth.userId),
        ),
      );
    if (!own || (await reviewableResponses(db, auth, [own.responseId])).length === 0) throw notFound();
    const rows = await db
      .update(questionResponseRatings)
      .set({ rating: value })
      .where(and(eq(questionResponseRatings.enterpriseId, auth.enterpriseId), eq(questionResponseRatings.id, ratingId)))
      .returning();
    const [result] = await withResponseStats(tx, auth, rows);
    return result;
  });
}

/**
 * POST /QuestionResponse/RateQuestionResponseByCampaign: several answers of one job in one
 * transaction; an answer of another job (or not visible) makes it 404 with nothing saved. When an
 * answer is listed twice, the last rating counts.
 */
export async function rateResponsesOfCampaign(deps: Deps<'events'>, auth: AuthContext, { campaignId, items }: { campaignId: number; items: ResponseRatingInput[] }) {
  await loadReviewableCampaign(deps, auth, campaignId);
  const wanted = new Map(items.map((i) => [i.questionResponseId, i.rating]));
  return withTransaction(deps, async (tx) => {
    const responses = await reviewableResponses(tx.db, auth, [...wanted.keys()]);
    if (responses.length !== wanted.size || responses.some((r) => r.campaignId !== campaignId)) throw notFound();
    const results = await upsertResponseRatings(
      tx,
      auth,
      responses.map((response) => ({ response, rating: wanted.get(response.id)! })),
    );
    const byResponse = new Map(results.map((r) => [r.rating.questionResponseId, r]));
    return [...wanted.keys()].map((id) => byResponse.get(id)!);
  });
}

async function candidateResult(deps: Deps<'events'>, auth: AuthContext, rating: CandidateRatingRow): Promise<RatingResult<CandidateRatingRow>> {
  // Every caller has just written this rating, new or changed: its audit entry (issue 16) and
  // webhook event (issue 17) go with it.
  const { db, events } = deps;
  await audit(deps, {
    enterpriseId: auth.enterpriseId,
    lineId: rating.campaignLineId,
    campaignId: rating.campaignId,
    actor: byMember(auth.userId),
    action: 'rated',
    detail: `candidate: ${rating.rating}/5`,
  });
  await emit({ db, events }, {
    enterpriseId: auth.enterpriseId,
    type: 'rating.added',
    data: { jobId: rating.campaignId, candidateId: rating.campaignLineId, answerId: null, rating: rating.rating, byUserId: auth.userId },
  });
  const s = (await candidateRatingStats(deps, auth.enterpriseId, [rating.campaignLineId])).get(rating.campaignLineId) ?? NO_RATINGS;
  return { rating, AverageRating: s.AverageRating, RatingCount: s.RatingCount };
}

/** POST /CandidateRating: upserts the user's own rating of a candidate. */
export async function rateCandidate(deps: Deps<'events'>, auth: AuthContext, { lineId, value }: { lineId: number; value: number }) {
  // The rating and its audit entry (issue 16) together.
  return withTransaction(deps, async (tx) => {
    const { db } = tx;
    const line = await loadReviewableLine(tx, auth, lineId);
    const [rating] = await db
      .insert(candidateRatings)
      .values({
        enterpriseId: auth.enterpriseId,
        campaignId: line.campaignId,
        campaignLineId: lineId,
        userId: auth.userId,
        rating: value,
      })
      .onConflictDoUpdate({
        target: [candidateRatings.enterpriseId, candidateRatings.campaignLineId, candidateRatings.userId],
        set: { rating: value, updatedAt: now },
      })
      .returning();
    return candidateResult(tx, auth, rating);
  });
}

/** PUT /CandidateRating: the user's own rating only. */
export async function updateCandidateRating(deps: Deps<'events'>, auth: AuthContext, { ratingId, value }: { ratingId: number; value: number }) {
  // The rating and its audit entry (issue 16) together.
  return withTransaction(deps, async (tx) => {
    const { db } = tx;
    const [own] = await db
      .select({ lineId: candidateRatings.campaignLineId })
      .from(candidateRatings)
      .where(
        and(
          eq(candidateRatings.enterpriseId, auth.enterpriseId),
          eq(candidateRatings.id, ratingId),
          eq(candidateRatings.userId, auth.userId),
        ),
      );
    if (!own) throw notFound();
    await loadReviewableLine(tx, auth, own.lineId);
    const [rating] = await db
      .update(candidateRatings)
      .set({ rating: value })
      .where(and(eq(candidateRatings.enterpriseId, auth.enterpriseId), eq(candidateRatings.id, ratingId)))
      .returning();
    return candidateResult(tx, auth, rating);
  });
}

/** GET /CandidateRating/ByCampaignLine: the user's own rating, the team's average and every reviewer's rating. */
export async function candidateRatingSummary(deps: Deps, auth: AuthContext, lineId: number): Promise<CandidateRatingSummary> {
  const { db } = deps;
  await loadReviewableLine(deps, auth, lineId);
  const rows = await db
    .select({
      id: candidateRatings.userId,
      first: users.firstName,
      last: users.lastName,
      rating: candidateRatings.rating,
    })
    .from(candidateRatings)
    .leftJoin(users, and(eq(users.id, candidateRatings.userId), eq(users.enterpriseId, candidateRatings.enterpriseId)))
    .where(and(eq(candidateRatings.enterpriseId, auth.enterpriseId), eq(candidateRatings.campaignLineId, lineId)))
    .orderBy(desc(candidateRatings.updatedAt), desc(candidateRatings.id));
  const s = (await candidateRatingStats(deps, auth.enterpriseId, [lineId], auth.userId)).get(lineId) ?? NO_RATINGS;
  return {
    ...s,
    Reviewers: rows.map((r) => ({
      id: r.id,
      name: [r.first, r.last].filter(Boolean).join(' ').trim() || 'Former member',
      rating: r.rating,
    })),
  };
}

/**
 * GET /Campaign/{id}/CandidateExperience (issue 33): how many candidates rated the job's interview,
 * and their average once there are CANDIDATE_EXPERIENCE.minRatings: never one candidate's rating.
 */
export async function candidateExperience(deps: Deps, auth: AuthContext, campaignId: number): Promise<CandidateExperienceSummary> {
  await loadReviewableCampaign(deps, auth, campaignId);
  return experienceSummary(deps, and(eq(candidateExperienceRatings.enterpriseId, auth.enterpriseId), eq(candidateExperienceRatings.campaignId, campaignId))!);
}

/**
 * How candidates rated the interviews `where` chooses (a job's, or the company's over a range: the
 * completion funnel's): the count, and the average to one decimal only from enough ratings.
 */
export async function experienceSummary({ db }: Deps, where: SQL): Promise<CandidateExperienceSummary> {
  const [row] = await db
    .select({ n: count(), average: avg(candidateExperienceRatings.rating).mapWith(Number) })
    .from(candidateExperienceRatings)
    .where(where);
  const enough = row.n >= CANDIDATE_EXPERIENCE.minRatings;
  return { RatingCount: row.n, AverageRating: enough ? Math.round(row.average * 10) / 10 : null };
}
