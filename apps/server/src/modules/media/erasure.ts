import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../context';
import { questionResponses } from '../../db/schema/index';

/**
 * Media's part of erasing a candidate (modules/lifecycle/erase.ts): the rows of their recorded
 * answers, once the objects they name are gone from the store. Joins the caller's transaction.
 */
export async function eraseResponsesOfLine({ db }: Deps, { enterpriseId, lineId }: { enterpriseId: number; lineId: number }): Promise<void> {
  await db.delete(questionResponses).where(and(eq(questionResponses.enterpriseId, enterpriseId), eq(questionResponses.campaignLineId, lineId)));
}
