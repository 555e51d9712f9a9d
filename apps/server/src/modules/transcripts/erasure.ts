import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../context';
import { candidateSummaries, transcripts } from '../../db/schema/index';

/**
 * Transcripts' part of erasing a candidate (modules/lifecycle/erase.ts): the transcripts of their
 * answers and their summary. Joins the caller's transaction.
 */
export async function eraseTranscriptsOfLine({ db }: Deps, { enterpriseId, lineId }: { enterpriseId: number; lineId: number }): Promise<void> {
  await db.delete(transcripts).where(and(eq(transcripts.enterpriseId, enterpriseId), eq(transcripts.campaignLineId, lineId)));
  await db.delete(candidateSummaries).where(and(eq(candidateSummaries.enterpriseId, enterpriseId), eq(candidateSummaries.campaignLineId, lineId)));
}
