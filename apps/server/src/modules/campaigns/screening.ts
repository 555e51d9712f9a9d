import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaignLines, questionAnswers, questions } from '../../db/schema/index';

/**
 * Recomputes the screening flag of every line of a job from its answers to live questions (a
 * question deleted or made optional after answers were given).
 */
export async function refreshScreeningFlags(tx: DbOrTx, enterpriseId: number, campaignId: number) {
  await tx
    .update(campaignLines)
    .set({
      screeningUnmet: sql`exists (select 1 from ${questionAnswers} qa join ${questions} q on q.id = qa.question_id and q.enterprise_id = qa.enterprise_id
        where qa.enterprise_id = ${campaignLines.fk_Enterprise_ID} and qa.campaign_line_id = ${campaignLines.pk_CampaignLine_ID}
        and qa.qualifies = false and q.deleted = 0)`,
    })
    .where(and(eq(campaignLines.fk_Enterprise_ID, enterpriseId), eq(campaignLines.fk_Campaign_ID, campaignId)));
}
