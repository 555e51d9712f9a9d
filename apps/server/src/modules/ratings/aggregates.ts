import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { candidateRatings, questionResponseRatings } from '../../db/schema/index';
import type { Deps } from '../../context';

/** The team's ratings of one thing: the average to one decimal (null when none), how many, and the user's own. */
export interface RatingStats {
  AverageRating: number | null;
  RatingCount: number;
  MyRating: number | null;
}

export const NO_RATINGS: RatingStats = { AverageRating: null, RatingCount: 0, MyRating: null };

const averageOf = (column: typeof candidateRatings.CandidateRating_Rating | typeof questionResponseRatings.QuestionResponseRating_Rating) =>
  sql<number | null>`round(avg(${column})::numeric, 1)::float8`;
const mineOf = (
  column: typeof candidateRatings.CandidateRating_Rating | typeof questionResponseRatings.QuestionResponseRating_Rating,
  user: typeof candidateRatings.fk_User_ID | typeof questionResponseRatings.fk_User_ID,
  userId: number,
) => sql<number | null>`max(${column}) filter (where ${user} = ${userId})`;

/**
 * Candidate ratings (CandidateRating) per line, for a page of lines: one grouped query on the
 * (enterprise, line, user) unique index.
 */
export async function candidateRatingStats({ db }: Deps, enterpriseId: number, lineIds: number[], userId = 0) {
  const stats = new Map<number, RatingStats>();
  if (lineIds.length === 0) return stats;
  const rows = await db
    .select({
      id: candidateRatings.fk_CampaignLine_ID,
      AverageRating: averageOf(candidateRatings.CandidateRating_Rating),
      RatingCount: count(),
      MyRating: mineOf(candidateRatings.CandidateRating_Rating, candidateRatings.fk_User_ID, userId),
    })
    .from(candidateRatings)
    .where(and(eq(candidateRatings.fk_Enterprise_ID, enterpriseId), inArray(candidateRatings.fk_CampaignLine_ID, lineIds)))
    .groupBy(candidateRatings.fk_CampaignLine_ID);
  for (const { id, ...s } of rows) stats.set(id, s);
  return stats;
}

/** Answer ratings (QuestionResponseRating) per answer, for a set of answers. */
export async function responseRatingStats({ db }: Deps, enterpriseId: number, responseIds: number[], userId = 0) {
  const stats = new Map<number, RatingStats>();
  if (responseIds.length === 0) return stats;
  const rows = await db
    .select({
      id: questionResponseRatings.fk_QuestionResponse_ID,
      AverageRating: averageOf(questionResponseRatings.QuestionResponseRating_Rating),
      RatingCount: count(),
      MyRating: mineOf(questionResponseRatings.QuestionResponseRating_Rating, questionResponseRatings.fk_User_ID, userId),
    })
    .from(questionResponseRatings)
    .where(
      and(eq(questionResponseRatings.fk_Enterprise_ID, enterpriseId), inArray(questionResponseRatings.fk_QuestionResponse_ID, responseIds)),
    )
    .groupBy(questionResponseRatings.fk_QuestionResponse_ID);
  for (const { id, ...s } of rows) stats.set(id, s);
  return stats;
}
