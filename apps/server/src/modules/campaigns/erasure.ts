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
    .where(and(eq(campaignLines.enterpriseId, enterpriseId), inArray(campaignLines.id, [...lineIds]), isNull(campaignLines.erasingAt)))
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
      candidateEmail: sql`'erased-' || ${campaignLines.id} || '@erased.invalid'`,
      candidateFirstName: null,
      candidateLastName: null,
      candidatePhone: null,
      inviteTokenHash: null,
    })
    .where(and(eq(campaignLines.enterpriseId, enterpriseId), inArray(campaignLines.id, [...lineIds])));
}

/** Deletes an erasing line (a line not marked erasing stays). */
export async function deleteErasedLine({ db }: Deps, { enterpriseId, lineId }: { enterpriseId: number; lineId: number }): Promise<void> {
  await db
    .delete(campaignLines)
    .where(and(eq(campaignLines.enterpriseId, enterpriseId), eq(campaignLines.id, lineId), isNotNull(campaignLines.erasingAt)));
}
