import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Deps } from '../../context';
import { campaignLines } from '../../db/schema/index';
import { emit } from '../webhooks/emit';

type Line = typeof campaignLines.$inferSelect;

/** A line as it was before a write and as the write left it. */
export interface LineWrite {
  before: Line;
  after: Line;
}

export interface LineStatusOptions {
  /** Other columns written in the same statement (consent and start times, the invitation secret...). */
  set?: Omit<PgUpdateSetSource<typeof campaignLines>, 'CampaignLine_Status'>;
  /**
   * Lines already at a later status keep theirs: the interview starting or finishing never undoes
   * a decision or a withdrawal.
   */
  raiseOnly?: boolean;
}

/**
 * Every write of a candidate line's status goes through here, so integrations hear of each
 * change exactly once (candidate.status_changed, issue 17): the enterprise's lines matching
 * `where` are locked, written, and an event is emitted for each line whose status differs from
 * before — none for a line that already had it. Call it in the transaction of the change.
 * Answers every line written, changed or not (none when `where` matched none).
 */
export async function setLineStatus({ db: tx, events }: Deps<'events'>, enterpriseId: number, where: SQL, status: number, options: LineStatusOptions = {}): Promise<LineWrite[]> {
  const ofEnterprise = eq(campaignLines.fk_Enterprise_ID, enterpriseId);
  // In id order: writers of overlapping lines lock them in the same order, and events come in it.
  const before = await tx.select().from(campaignLines).where(and(ofEnterprise, where)).orderBy(asc(campaignLines.pk_CampaignLine_ID)).for('update');
  if (!before.length) return [];
  const after = await tx
    .update(campaignLines)
    .set({ ...options.set, CampaignLine_Status: options.raiseOnly ? sql`greatest(${campaignLines.CampaignLine_Status}, ${status})` : status })
    .where(and(ofEnterprise, inArray(campaignLines.pk_CampaignLine_ID, before.map((l) => l.pk_CampaignLine_ID))))
    .returning();
  const written = new Map(after.map((l) => [l.pk_CampaignLine_ID, l]));
  const writes = before.map((line) => ({ before: line, after: written.get(line.pk_CampaignLine_ID)! }));
  await emit(
    { db: tx, events },
    writes
      .filter((w) => w.after.CampaignLine_Status !== w.before.CampaignLine_Status)
      .map(({ after }) => ({
        enterpriseId,
        type: 'candidate.status_changed' as const,
        data: { jobId: after.fk_Campaign_ID, candidateId: after.pk_CampaignLine_ID, status: after.CampaignLine_Status },
      })),
  );
  return writes;
}
