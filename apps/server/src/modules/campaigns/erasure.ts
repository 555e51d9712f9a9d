import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import { campaignLines } from '../../db/schema/index';

/*
 * Candidate lines' part of erasing candidates (modules/lifecycle/erase.ts): the lines are locked
 * and marked erasing at once (their personal details cleared), and each is deleted last, once
 * every row about it is gone. All join the caller's transaction.
 */

export type LineRow = typeof campaignLines.$inferSelect;

/** The enterprise's lines of `lineIds` not already erasing, locked for the rest of the transaction. */
export async function lockLinesToErase({ db }: Deps, { enterpriseId, lineIds }: { enterpriseId: number; lineIds: readonly number[] }): Promise<LineRow[]> {
  return db
    .select()
    .from(campaignLines)
    .where(and(eq(campaignLines.fk_Enterprise_ID, enterpriseId), inArray(campaignLines.pk_CampaignLine_ID, [...lineIds]), isNull(campaignLines.erasingAt)))
    .for('update');
}

/**
 * Marks the lines erasing: they leave every list and page, and their name, email (replaced by
 * an address that cannot receive mail), phone and invitation secret are cleared.
 */
export async function markLinesErasing({ db }: Deps, { enterpriseId, lineIds }: { enterpriseId: number; lineIds: readonly number[] }): Promise<void> {
  await db
    .update(campaignLines)
    .set({
      erasingAt: sql`now()`,
      CampaignLine_CandidateEmail: sql`'erased-' || ${campaignLines.pk_CampaignLine_ID} || '@erased.invalid'`,
      CampaignLine_CandidateFirstName: null,
      CampaignLine_CandidateLastName: null,
      CampaignLine_CandidatePhone: null,
      inviteTokenHash: null,
    })
    .where(and(eq(campaignLines.fk_Enterprise_ID, enterpriseId), inArray(campaignLines.pk_CampaignLine_ID, [...lineIds])));
}

/** Deletes an erasing line (a line not marked erasing stays). */
export async function deleteErasedLine({ db }: Deps, { enterpriseId, lineId }: { enterpriseId: number; lineId: number }): Promise<void> {
  await db
    .delete(campaignLines)
    .where(and(eq(campaignLines.fk_Enterprise_ID, enterpriseId), eq(campaignLines.pk_CampaignLine_ID, lineId), isNotNull(campaignLines.erasingAt)));
}
