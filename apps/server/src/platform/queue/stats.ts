import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backgroundJobs } from '../../db/schema/index';

/* What the queue tells the metrics (platform/metrics): each run's outcome, and the backlog. */

/** What the queue tells of each run it makes (platform/metrics turns it into metrics). */
export interface JobRunObserver {
  /** A handler ended after `seconds`: done, failed and to be retried, or failed for good. */
  ran(name: string, seconds: number, outcome: 'done' | 'retry' | 'failed'): void;
}

/** One job name's backlog: due and waiting, running, and how long the oldest due one has waited. */
export interface QueueStat {
  name: string;
  due: number;
  running: number;
  oldestDueSeconds: number;
}

/** Every job name's backlog (pending or running jobs only), in one query over the due index. */
export async function queueStats(db: Db): Promise<QueueStat[]> {
  const j = backgroundJobs;
  const isDue = sql`${j.status} = 'pending' and ${j.runAt} <= now()`;
  return db
    .select({
      name: j.name,
      due: sql`count(*) filter (where ${isDue})`.mapWith(Number),
      running: sql`count(*) filter (where ${j.status} = 'running')`.mapWith(Number),
      oldestDueSeconds: sql`coalesce(extract(epoch from now() - min(${j.runAt}) filter (where ${isDue})), 0)`.mapWith(Number),
    })
    .from(j)
    .where(inArray(j.status, ['pending', 'running']))
    .groupBy(j.name);
}
