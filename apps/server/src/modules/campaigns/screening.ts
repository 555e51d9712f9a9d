import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { campaignLines, questionAnswers, questions } from '../../db/schema/index';
import { questionText } from './read-model';
import type { Deps } from '../../context';

/**
 * Recomputes the screening flag of every line of a job from its answers to live questions (a
 * question deleted or made optional after answers were given).
 */
export async function refreshScreeningFlags({ db: tx }: Deps, enterpriseId: number, campaignId: number) {
  await tx
    .update(campaignLines)
    .set({
      screeningUnmet: sql`exists (select 1 from ${questionAnswers} qa join ${questions} q on q.id = qa.question_id and q.enterprise_id = qa.enterprise_id
        where qa.enterprise_id = ${campaignLines.fk_Enterprise_ID} and qa.campaign_line_id = ${campaignLines.pk_CampaignLine_ID}
        and qa.qualifies = false and q.deleted = 0)`,
    })
    .where(and(eq(campaignLines.fk_Enterprise_ID, enterpriseId), eq(campaignLines.fk_Campaign_ID, campaignId)));
}

/** Issue 29: per line, the texts of the live screening questions whose answer did not qualify, in question order. */
export async function didNotMeet({ db }: Deps, enterpriseId: number, lineIds: number[]): Promise<Map<number, string[]>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ lineId: questionAnswers.fk_CampaignLine_ID, question: questions })
    .from(questionAnswers)
    .innerJoin(questions, and(eq(questions.fk_Enterprise_ID, questionAnswers.fk_Enterprise_ID), eq(questions.pk_Question_ID, questionAnswers.fk_Question_ID), eq(questions.Question_Deleted, 0)))
    .where(and(eq(questionAnswers.fk_Enterprise_ID, enterpriseId), inArray(questionAnswers.fk_CampaignLine_ID, lineIds), eq(questionAnswers.QuestionAnswer_Qualifies, false)))
    .orderBy(asc(questions.Question_Order), asc(questions.pk_Question_ID));
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.lineId, [...(out.get(r.lineId) ?? []), questionText(r.question)]);
  return out;
}
