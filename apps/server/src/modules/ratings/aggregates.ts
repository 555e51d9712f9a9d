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

const averageOf = (column: typeof candidateRatings.rating | typeof questionResponseRatings.rating) =>
  sql<number | null>`round(avg(${column})::numeric, 1)::float8`;
const mineOf = (
  column: typeof candidateRatings.rating | typeof questionResponseRatings.rating,
  user: typeof candidateRatings.userId | typeof questionResponseRatings.userId,
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
      id: candidateRatings.campaignLineId,
      AverageRating: averageOf(candidateRatings.rating),
      RatingCount: count(),
      MyRating: mineOf(candidateRatings.rating, candidateRatings.userId, userId),
    })
    .from(candidateRatings)
    .where(and(eq(candidateRatings.enterpriseId, enterpriseId), inArray(candidateRatings.campaignLineId, lineIds)))
    .groupBy(candidateRatings.campaignLineId);
  for (const { id, ...s } of rows) stats.set(id, s);
  return stats;
}

/** Answer ratings (QuestionResponseRating) per answer, for a set of answers. */
export async function responseRatingStats({ db }: Deps, enterpriseId: number, responseIds: number[], userId = 0) {
  const stats = new Map<number, RatingStats>();
  if (responseIds.length === 0) return stats;
  const rows = await db
    .select({
      id: questionResponseRatings.questionResponseId,
      AverageRating: averageOf(questionResponseRatings.rating),
      RatingCount: count(),
      MyRating: mineOf(questionResponseRatings.rating, questionResponseRatings.userId, userId),
    })
    .from(questionResponseRatings)
    .where(
      and(eq(questionResponseRatings.enterpriseId, enterpriseId), inArray(questionResponseRatings.questionResponseId, responseIds)),
    )
    .groupBy(questionResponseRatings.questionResponseId);
  for (const { id, ...s } of rows) stats.set(id, s);
  return stats;
}
