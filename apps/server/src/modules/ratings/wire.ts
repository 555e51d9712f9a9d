import type { CandidateRatingResult, CandidateRatingSummary, QuestionResponseRatingResult } from '@candid/shared';
import { toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import type { candidateRatings, questionResponseRatings } from '../../db/schema/index';
import type { CandidateRatingSummary as Summary, RatingResult } from './service';

/*
 * Ratings at the HTTP edge (issue 31): a rating row goes out under the spec's names
 * (wireNames.questionResponseRatings, wireNames.candidateRatings); the team's average and count
 * beside it have one name on both sides.
 */

/** An answer rating with the team's average → the wire's QuestionResponseRatingResult. */
export function responseRatingResultToWire({ rating, ...stats }: RatingResult<typeof questionResponseRatings.$inferSelect>): QuestionResponseRatingResult {
  return { ...stats, rating: toWire(wireNames.questionResponseRatings, rating) };
}

/** A candidate rating with the team's average → the wire's CandidateRatingResult. */
export function candidateRatingResultToWire({ rating, ...stats }: RatingResult<typeof candidateRatings.$inferSelect>): CandidateRatingResult {
  return { ...stats, rating: toWire(wireNames.candidateRatings, rating) };
}

/** A candidate's ratings → the wire's summary: each reviewer is named by their pk_User_ID. */
export function ratingSummaryToWire({ Reviewers, ...stats }: Summary): CandidateRatingSummary {
  return { ...stats, Reviewers: Reviewers.map((r) => toWire(wireNames.users, r)) };
}
