import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import { comments } from '../../db/schema/index';

/**
 * Comments' part of erasing a candidate (modules/lifecycle/erase.ts): the comments on the
 * candidate and on any of their answers (`answerIds`). Joins the caller's transaction.
 */
export async function eraseCommentsOfLine(
  { db }: Deps,
  { enterpriseId, lineId, answerIds }: { enterpriseId: number; lineId: number; answerIds: readonly number[] },
): Promise<void> {
  await db
    .delete(comments)
    .where(
      and(
        eq(comments.fk_Enterprise_ID, enterpriseId),
        or(eq(comments.fk_CampaignLine_ID, lineId), answerIds.length ? inArray(comments.fk_QuestionResponse_ID, [...answerIds]) : sql`false`),
      ),
    );
}
