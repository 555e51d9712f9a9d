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
        eq(comments.enterpriseId, enterpriseId),
        or(eq(comments.campaignLineId, lineId), answerIds.length ? inArray(comments.questionResponseId, [...answerIds]) : sql`false`),
      ),
    );
}
