import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CandidateRatingResult,
  CandidateRatingSummary,
  QuestionResponseRatingInput,
  QuestionResponseRatingResult,
} from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { campaignLines, campaigns, candidateRatings, questionResponseRatings, questionResponses, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { byMember, record as audit } from '../audit/record';
import { loadReviewableCampaign, loadReviewableLine } from '../campaigns/review-scope';
import { visibleJobs } from '../campaigns/policy';
import { NO_RATINGS, candidateRatingStats, responseRatingStats } from './aggregates';
import { emit } from '../webhooks/emit';

/*
 * Ratings (1-5): each reviewer has one rating per answer and one per candidate. POST upserts the
 * session user's own rating; PUT changes it by id (another reviewer's id answers 404). Answers
 * carry the team's average and count.
 */

const now = sql`now()`;

/** The answers (id, campaign, line) among `ids` that the user may review. */
async function reviewableResponses(db: DbOrTx, auth: AuthContext, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: questionResponses.pk_QuestionResponse_ID,
      campaignId: questionResponses.fk_Campaign_ID,
      lineId: questionResponses.fk_CampaignLine_ID,
    })
    .from(questionResponses)
    .innerJoin(campaignLines, eq(campaignLines.pk_CampaignLine_ID, questionResponses.fk_CampaignLine_ID))
    .innerJoin(campaigns, eq(campaigns.pk_Campaign_ID, campaignLines.fk_Campaign_ID))
    .where(
      and(
        eq(questionResponses.fk_Enterprise_ID, auth.enterpriseId),
        inArray(questionResponses.pk_QuestionResponse_ID, ids),
        visibleJobs(auth),
      ),
    );
}

/** Inserts or updates the user's own ratings of answers already known to be reviewable. */
async function upsertResponseRatings(
  { db, events }: Deps<'events'>,
  auth: AuthContext,
  items: { response: { id: number; campaignId: number; lineId: number }; rating: number }[],
): Promise<QuestionResponseRatingResult[]> {
  const rows = await db
    .insert(questionResponseRatings)
    .values(
      items.map(({ response, rating }) => ({
        fk_Enterprise_ID: auth.enterpriseId,
        fk_Campaign_ID: response.campaignId,
        fk_CampaignLine_ID: response.lineId,
        fk_QuestionResponse_ID: response.id,
        fk_User_ID: auth.userId,
        QuestionResponseRating_Rating: rating,
      })),
    )
    .onConflictDoUpdate({
      target: [questionResponseRatings.fk_Enterprise_ID, questionResponseRatings.fk_QuestionResponse_ID, questionResponseRatings.fk_User_ID],
      set: { QuestionResponseRating_Rating: sql`excluded.rating`, QuestionResponseRating_DateOfLastUpdate: now },
    })
    .returning();
  return withResponseStats({ db, events }, auth, rows);
}

async function withResponseStats(
  deps: Deps<'events'>,
  auth: AuthContext,
  rows: (typeof questionResponseRatings.$inferSelect)[],
): Promise<QuestionResponseRatingResult[]> {
  // Every caller has just written these ratings, new or changed: the audit entries (issue 16) and
  // webhook events (issue 17) go with them.
  const { db, events } = deps;
  await audit(
    deps,
    rows.map((r) => ({
      enterpriseId: auth.enterpriseId,
      lineId: r.fk_CampaignLine_ID,
      campaignId: r.fk_Campaign_ID,
      actor: byMember(auth.userId),
      action: 'rated' as const,
      detail: `answer ${r.fk_QuestionResponse_ID}: ${r.QuestionResponseRating_Rating}/5`,
    })),
  );
  await emit(
    { db, events },
    rows.map((r) => ({
      enterpriseId: auth.enterpriseId,
      type: 'rating.added' as const,
      data: { jobId: r.fk_Campaign_ID, candidateId: r.fk_CampaignLine_ID, answerId: r.fk_QuestionResponse_ID, rating: r.QuestionResponseRating_Rating, byUserId: auth.userId },
    })),
  );
  const stats = await responseRatingStats(deps, auth.enterpriseId, rows.map((r) => r.fk_QuestionResponse_ID));
  return rows.map((rating) => {
    const s = stats.get(rating.fk_QuestionResponse_ID) ?? NO_RATINGS;
    return { rating, AverageRating: s.AverageRating, RatingCount: s.RatingCount };
  });
}

/** POST /QuestionResponseRating */
export async function rateResponse(deps: Deps<'events'>, auth: AuthContext, input: QuestionResponseRatingInput) {
  // The rating and its audit entry (issue 16) together.
  return withTransaction(deps, async (tx) => {
    const [response] = await reviewableResponses(tx.db, auth, [input.fk_QuestionResponse_ID]);
    if (!response) throw notFound();
    const [result] = await upsertResponseRatings(tx, auth, [{ response, rating: input.QuestionResponseRating_Rating }]);
    return result;
  });
}

/** PUT /QuestionResponseRating: the user's own rating only. */
export async function updateResponseRating(deps: Deps<'events'>, auth: AuthContext, { ratingId, value }: { ratingId: number; value: number }) {
  // The rating and its audit entry (issue 16) together.
  return withTransaction(deps, async (tx) => {
    const { db } = tx;
    const [own] = await db
      .select({ responseId: questionResponseRatings.fk_QuestionResponse_ID })
      .from(questionResponseRatings)
      .where(
        and(
          eq(questionResponseRatings.fk_Enterprise_ID, auth.enterpriseId),
          eq(questionResponseRatings.pk_QuestionResponseRating_ID, ratingId),
          eq(questionResponseRatings.fk_User_ID, auth.userId),
        ),
      );
    if (!own || (await reviewableResponses(db, auth, [own.responseId])).length === 0) throw notFound();
    const rows = await db
      .update(questionResponseRatings)
      .set({ QuestionResponseRating_Rating: value })
      .where(and(eq(questionResponseRatings.fk_Enterprise_ID, auth.enterpriseId), eq(questionResponseRatings.pk_QuestionResponseRating_ID, ratingId)))
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
export async function rateResponsesOfCampaign(deps: Deps<'events'>, auth: AuthContext, { campaignId, items }: { campaignId: number; items: QuestionResponseRatingInput[] }) {
  await loadReviewableCampaign(deps, auth, campaignId);
  const wanted = new Map(items.map((i) => [i.fk_QuestionResponse_ID, i.QuestionResponseRating_Rating]));
  return withTransaction(deps, async (tx) => {
    const responses = await reviewableResponses(tx.db, auth, [...wanted.keys()]);
    if (responses.length !== wanted.size || responses.some((r) => r.campaignId !== campaignId)) throw notFound();
    const results = await upsertResponseRatings(
      tx,
      auth,
      responses.map((response) => ({ response, rating: wanted.get(response.id)! })),
    );
    const byResponse = new Map(results.map((r) => [r.rating.fk_QuestionResponse_ID, r]));
    return [...wanted.keys()].map((id) => byResponse.get(id)!);
  });
}

async function candidateResult(deps: Deps<'events'>, auth: AuthContext, rating: typeof candidateRatings.$inferSelect): Promise<CandidateRatingResult> {
  // Every caller has just written this rating, new or changed: its audit entry (issue 16) and
  // webhook event (issue 17) go with it.
  const { db, events } = deps;
  await audit(deps, {
    enterpriseId: auth.enterpriseId,
    lineId: rating.fk_CampaignLine_ID,
    campaignId: rating.fk_Campaign_ID,
    actor: byMember(auth.userId),
    action: 'rated',
    detail: `candidate: ${rating.CandidateRating_Rating}/5`,
  });
  await emit({ db, events }, {
    enterpriseId: auth.enterpriseId,
    type: 'rating.added',
    data: { jobId: rating.fk_Campaign_ID, candidateId: rating.fk_CampaignLine_ID, answerId: null, rating: rating.CandidateRating_Rating, byUserId: auth.userId },
  });
  const s = (await candidateRatingStats(deps, auth.enterpriseId, [rating.fk_CampaignLine_ID])).get(rating.fk_CampaignLine_ID) ?? NO_RATINGS;
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
        fk_Enterprise_ID: auth.enterpriseId,
        fk_Campaign_ID: line.fk_Campaign_ID,
        fk_CampaignLine_ID: lineId,
        fk_User_ID: auth.userId,
        CandidateRating_Rating: value,
      })
      .onConflictDoUpdate({
        target: [candidateRatings.fk_Enterprise_ID, candidateRatings.fk_CampaignLine_ID, candidateRatings.fk_User_ID],
        set: { CandidateRating_Rating: value, CandidateRating_DateOfLastUpdate: now },
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
      .select({ lineId: candidateRatings.fk_CampaignLine_ID })
      .from(candidateRatings)
      .where(
        and(
          eq(candidateRatings.fk_Enterprise_ID, auth.enterpriseId),
          eq(candidateRatings.pk_CandidateRating_ID, ratingId),
          eq(candidateRatings.fk_User_ID, auth.userId),
        ),
      );
    if (!own) throw notFound();
    await loadReviewableLine(tx, auth, own.lineId);
    const [rating] = await db
      .update(candidateRatings)
      .set({ CandidateRating_Rating: value })
      .where(and(eq(candidateRatings.fk_Enterprise_ID, auth.enterpriseId), eq(candidateRatings.pk_CandidateRating_ID, ratingId)))
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
      pk_User_ID: candidateRatings.fk_User_ID,
      first: users.User_FirstName,
      last: users.User_LastName,
      rating: candidateRatings.CandidateRating_Rating,
    })
    .from(candidateRatings)
    .leftJoin(users, and(eq(users.pk_User_ID, candidateRatings.fk_User_ID), eq(users.fk_Enterprise_ID, candidateRatings.fk_Enterprise_ID)))
    .where(and(eq(candidateRatings.fk_Enterprise_ID, auth.enterpriseId), eq(candidateRatings.fk_CampaignLine_ID, lineId)))
    .orderBy(desc(candidateRatings.CandidateRating_DateOfLastUpdate), desc(candidateRatings.pk_CandidateRating_ID));
  const s = (await candidateRatingStats(deps, auth.enterpriseId, [lineId], auth.userId)).get(lineId) ?? NO_RATINGS;
  return {
    ...s,
    Reviewers: rows.map((r) => ({
      pk_User_ID: r.pk_User_ID,
      name: [r.first, r.last].filter(Boolean).join(' ').trim() || 'Former member',
      rating: r.rating,
    })),
  };
}
