import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import { withTransaction } from '../../db/transaction';
import { definePeriodicJob } from '../../platform/queue/define';
import { campaigns } from '../../db/schema/index';
import { emit, type WebhookEvent } from '../webhooks/emit';
import { todayUtc } from './interview-window';
import { jobStateCondition, stateOfJob } from './job-state';

/*
 * The job.ended webhook event (issue 17, docs/api-keys-and-webhooks.md), told exactly once per
 * ending. `campaigns.endedNoticeAt` records that the job's current ending was told: a write that
 * leaves a job ended tells it and sets the mark, a write that re-opens it clears the mark, and a
 * job that simply passes its end date — nothing is written then — is told by the scan below.
 */

/**
 * Jobs that passed their end date are told as job.ended, once per ending (issue 17). Endings by
 * date happen at midnight UTC, all at once; a quarter of an hour is how late a receiver hears of
 * them. A pass that finds none is one read of a small partial index (the untold jobs).
 */
export const endedScanJob = definePeriodicJob({ name: 'campaigns.ended-scan', every: 15 * 60_000, run: (deps: Deps<'events'>) => scanEndedJobs(deps) });
/** Jobs one transaction of the scan marks and tells at most; a pass takes as many as it needs. */
export const ENDED_SCAN_BATCH = 1000;

type Job = Pick<typeof campaigns.$inferSelect, 'id' | 'enterpriseId' | 'status' | 'startDate' | 'endDate' | 'endedNoticeAt'>;

const jobEnded = (job: Pick<Job, 'id' | 'enterpriseId' | 'endDate'>): WebhookEvent => ({
  enterpriseId: job.enterpriseId,
  type: 'job.ended',
  data: { jobId: job.id, endDate: job.endDate },
});

// The mark is bookkeeping, not a change of the job: its last update time stays.
const keepLastUpdate = { updatedAt: sql`${campaigns.updatedAt}` };

/**
 * Settles a job's ended notice after a write to it (the job as written, the write's transaction,
 * the row locked): left ended with its ending untold, the ending is told (job.ended) and marked —
 * EndCampaign, status code 0, an end date moved into the past, or any write to a job whose end date
 * passed before the scan came; left not ended, the mark goes, so its next ending is told again.
 * Ending an ended job tells nothing.
 */
export async function settleEndedNotice({ db: tx, events }: Deps<'events'>, job: Job, today = todayUtc()): Promise<void> {
  const ended = stateOfJob(job, undefined, today) === 'ended';
  if (ended === (job.endedNoticeAt !== null)) return;
  await tx
    .update(campaigns)
    .set({ endedNoticeAt: ended ? sql`now()` : null, ...keepLastUpdate })
    .where(and(eq(campaigns.enterpriseId, job.enterpriseId), eq(campaigns.id, job.id)));
  if (ended) await emit({ db: tx, events }, jobEnded(job));
}

/**
 * Tells the endings nobody wrote: every live job ended (by jobStateOf's rule, on `today` in UTC)
 * and not yet told is marked and told, `batch` jobs to a transaction, in one statement each, until
 * none is left. Rows a write holds are skipped: that write settles them, or the next pass does.
 * Their deliveries wake the queues at each commit (emit). Runs every endedScanJob.every; returns
 * how many endings it told.
 */
export async function scanEndedJobs(deps: Deps<'events'>, { today = todayUtc(), batch = ENDED_SCAN_BATCH } = {}): Promise<number> {
  let told = 0;
  for (;;) {
    const marked = await withTransaction(deps, async (txDeps) => {
      const { db: tx } = txDeps;
      const due = tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(isNull(campaigns.endedNoticeAt), eq(campaigns.deleted, 0), jobStateCondition(txDeps, 'ended', today)))
        .orderBy(asc(campaigns.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(campaigns)
        .set({ endedNoticeAt: sql`now()`, ...keepLastUpdate })
        .where(inArray(campaigns.id, due))
        .returning({ id: campaigns.id, enterpriseId: campaigns.enterpriseId, endDate: campaigns.endDate });
      await emit(txDeps, rows.sort((a, b) => a.id - b.id).map(jobEnded));
      return rows.length;
    });
    told += marked;
    if (marked < batch) return told;
  }
}
