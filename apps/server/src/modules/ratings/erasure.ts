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
    .where(and(eq(questionResponseRatings.fk_Enterprise_ID, enterpriseId), eq(questionResponseRatings.fk_CampaignLine_ID, lineId)));
  await db.delete(candidateRatings).where(and(eq(candidateRatings.fk_Enterprise_ID, enterpriseId), eq(candidateRatings.fk_CampaignLine_ID, lineId)));
}
