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
  set?: Omit<PgUpdateSetSource<typeof campaignLines>, 'status'>;
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
  const ofEnterprise = eq(campaignLines.enterpriseId, enterpriseId);
  // In id order: writers of overlapping lines lock them in the same order, and events come in it.
  const before = await tx.select().from(campaignLines).where(and(ofEnterprise, where)).orderBy(asc(campaignLines.id)).for('update');
  if (!before.length) return [];
  const after = await tx
    .update(campaignLines)
    .set({ ...options.set, status: options.raiseOnly ? sql`greatest(${campaignLines.status}, ${status})` : status })
    .where(and(ofEnterprise, inArray(campaignLines.id, before.map((l) => l.id))))
    .returning();
  const written = new Map(after.map((l) => [l.id, l]));
  const writes = before.map((line) => ({ before: line, after: written.get(line.id)! }));
  await emit(
    { db: tx, events },
    writes
      .filter((w) => w.after.status !== w.before.status)
      .map(({ after }) => ({
        enterpriseId,
        type: 'candidate.status_changed' as const,
        data: { jobId: after.campaignId, candidateId: after.id, status: after.status },
      })),
  );
  return writes;
}
