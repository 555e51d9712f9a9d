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
        where qa.enterprise_id = ${campaignLines.enterpriseId} and qa.campaign_line_id = ${campaignLines.id}
        and qa.qualifies = false and q.deleted = 0)`,
    })
    .where(and(eq(campaignLines.enterpriseId, enterpriseId), eq(campaignLines.campaignId, campaignId)));
}

/** Issue 29: per line, the texts of the live screening questions whose answer did not qualify, in question order. */
export async function didNotMeet({ db }: Deps, enterpriseId: number, lineIds: number[]): Promise<Map<number, string[]>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ lineId: questionAnswers.campaignLineId, question: questions })
    .from(questionAnswers)
    .innerJoin(questions, and(eq(questions.enterpriseId, questionAnswers.enterpriseId), eq(questions.id, questionAnswers.questionId), eq(questions.deleted, 0)))
    .where(and(eq(questionAnswers.enterpriseId, enterpriseId), inArray(questionAnswers.campaignLineId, lineIds), eq(questionAnswers.qualifies, false)))
    .orderBy(asc(questions.order), asc(questions.id));
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.lineId, [...(out.get(r.lineId) ?? []), questionText(r.question)]);
  return out;
}
