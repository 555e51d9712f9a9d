import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { RETENTION, type Retention, type RetentionInput } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { campaignLines, campaigns, retentionSettings } from '../../db/schema/index';
import { eraseCandidates, eraseJob } from './erase';
import { enqueue } from '../../platform/queue/define';
import { lifecyclePolicy } from './policy';
import { definePeriodicJob } from '../../platform/queue/define';

/** The daily retention scan: candidates of jobs ended longer ago than the retention are erased. */
export const retentionScanJob = definePeriodicJob({ name: 'candidates.retention-scan', every: 24 * 60 * 60_000, run: (deps: Deps<'events' | 'queue'>) => scanRetention(deps) });
/** Lines erased per enterprise per scan; the next scan goes on. */
const SCAN_BATCH = 500;

/** The enterprise's retention in months (the default when it never chose one). */
export async function retentionMonths({ db }: Deps, enterpriseId: number): Promise<number> {
  const [row] = await db.select().from(retentionSettings).where(eq(retentionSettings.enterpriseId, enterpriseId));
  return row?.retentionMonths ?? RETENTION.defaultMonths;
}

const present = (months: number): Retention => ({
  RetentionMonths: months,
  DefaultMonths: RETENTION.defaultMonths,
  MinMonths: RETENTION.minMonths,
  MaxMonths: RETENTION.maxMonths,
});

/** GET /DataRetention: any member (the candidate page and the company page read it). */
export async function getRetention(deps: Deps, auth: AuthContext): Promise<Retention> {
  return present(await retentionMonths(deps, auth.enterpriseId));
}

/** PUT /DataRetention: owners and administrators; applies at the next daily scan. */
export async function saveRetention({ db }: Deps, auth: AuthContext, input: RetentionInput): Promise<Retention> {
  lifecyclePolicy.authorize(auth, 'retention.edit');
  const values = { retentionMonths: input.RetentionMonths, userId: auth.userId };
  const [row] = await db
    .insert(retentionSettings)
    .values({ enterpriseId: auth.enterpriseId, ...values })
    .onConflictDoUpdate({ target: retentionSettings.enterpriseId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return present(row.retentionMonths);
}

/** A job's end date (YYYY-MM-DD) plus `months`: the day its candidates' data is deleted (end of month clamps). */
export function deletionDate(endDate: string, months: number): string {
  const [y, m, d] = endDate.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The daily scan: candidates of jobs that ended longer ago than their enterprise's retention are
 * erased (reason 'retention'); erasures a crash left unfinished are queued again.
 */
export async function scanRetention(deps: Deps<'events' | 'queue'>, today = new Date().toISOString().slice(0, 10)): Promise<number> {
  const months = sql`coalesce((select ${retentionSettings.retentionMonths} from ${retentionSettings} where ${retentionSettings.enterpriseId} = ${campaigns.enterpriseId}), ${RETENTION.defaultMonths})`;
  const due = await deps.db
    .select({ enterpriseId: campaignLines.enterpriseId, id: campaignLines.id })
    .from(campaignLines)
    .innerJoin(campaigns, and(eq(campaigns.enterpriseId, campaignLines.enterpriseId), eq(campaigns.id, campaignLines.campaignId)))
    .where(and(isNull(campaignLines.erasingAt), sql`${campaigns.endDate} + make_interval(months => ${months}::int) < ${today}::date`))
    .limit(SCAN_BATCH * 20);
  const byEnterprise = new Map<number, number[]>();
  for (const row of due) byEnterprise.set(row.enterpriseId, [...(byEnterprise.get(row.enterpriseId) ?? []), row.id]);
  let marked = 0;
  for (const [enterpriseId, ids] of byEnterprise) {
    marked += (await eraseCandidates(deps, { enterpriseId, lineIds: ids.slice(0, SCAN_BATCH), reason: 'retention', userId: null })).length;
  }
  const stuck = await deps.db
    .selectDistinct({ enterpriseId: campaignLines.enterpriseId })
    .from(campaignLines)
    .where(and(isNotNull(campaignLines.erasingAt), sql`${campaignLines.erasingAt} < now() - interval '1 hour'`));
  for (const { enterpriseId } of stuck) {
    await enqueue(deps.db, eraseJob, {}, { enterpriseId, dedupeKey: `resume:${enterpriseId}` });
  }
  if (marked || stuck.length) deps.queue.wake();
  return marked;
}
