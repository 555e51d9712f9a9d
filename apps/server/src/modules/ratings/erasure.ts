import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../context';
import { candidateRatings, questionResponseRatings } from '../../db/schema/index';

/**
 * Ratings' part of erasing a candidate (modules/lifecycle/erase.ts): the reviewers' ratings of
 * their answers, then of the candidate. Joins the caller's transaction.
 */
export async function eraseRatingsOfLine({ db }: Deps, { enterpriseId, lineId }: { enterpriseId: number; lineId: number }): Promise<void> {
  await db
    .delete(questionResponseRatings)
    .where(and(eq(questionResponseRatings.enterpriseId, enterpriseId), eq(questionResponseRatings.campaignLineId, lineId)));
  await db.delete(candidateRatings).where(and(eq(candidateRatings.enterpriseId, enterpriseId), eq(candidateRatings.campaignLineId, lineId)));
}
