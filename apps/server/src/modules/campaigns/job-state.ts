import { and, eq, exists, gte, inArray, lt, lte, gt, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { LIVE_CAMPAIGN_STATUSES, jobStateOf, type JobState } from '@candid/shared';
import type { DbOrTx } from '../../db/client';
import { campaigns, questions } from '../../db/schema/index';
import { todayUtc } from './interview-window';
import type { Deps } from '../../context';
import type { CampaignRow } from './read-model';

const hasLiveQuestion = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(questions)
      .where(
        and(
          eq(questions.enterpriseId, campaigns.enterpriseId),
          eq(questions.campaignId, campaigns.id),
          eq(questions.deleted, 0),
        ),
      ),
  );

/**
 * The SQL form of `jobStateOf` (packages/shared/src/jobState.ts): the jobs in one state, for the
 * job list's filter and the dashboard's active jobs. The two are kept equal by a test.
 */
export function jobStateCondition({ db }: Deps, state: JobState, today = todayUtc()): SQL {
  const ended = or(eq(campaigns.status, 0), lt(campaigns.endDate, today))!;
  if (state === 'ended') return ended;
  const notEnded = and(not(eq(campaigns.status, 0)), gte(campaigns.endDate, today))!;
  if (state === 'paused') return and(notEnded, notInArray(campaigns.status, [...LIVE_CAMPAIGN_STATUSES]))!;
  const live = and(notEnded, inArray(campaigns.status, [...LIVE_CAMPAIGN_STATUSES]))!;
  if (state === 'draft') return and(live, not(hasLiveQuestion(db)))!;
  const ready = and(live, hasLiveQuestion(db))!;
  if (state === 'scheduled') return and(ready, gt(campaigns.startDate, today))!;
  return and(ready, lte(campaigns.startDate, today))!;
}

/** Live question counts of a page of jobs, by job id. */
export async function liveQuestionCounts({ db }: Deps, enterpriseId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: questions.campaignId, n: sql<number>`count(*)::int` })
    .from(questions)
    .where(and(eq(questions.enterpriseId, enterpriseId), inArray(questions.campaignId, ids), eq(questions.deleted, 0)))
    .groupBy(questions.campaignId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** What a job's state is derived from (jobStateOf). */
export type JobStateFields = Pick<CampaignRow, 'status' | 'startDate' | 'endDate'>;

/** The state of a job (`questionCount`: its live questions; left out, it is never a draft). */
export function stateOfJob({ status, startDate, endDate }: JobStateFields, questionCount?: number, today = todayUtc()): JobState {
  return jobStateOf({ status, startDate, endDate, questionCount }, today);
}

/** The state of each job of a page (one query for their question counts). */
export async function jobStatesOf(
  deps: Deps,
  enterpriseId: number,
  jobs: (JobStateFields & Pick<CampaignRow, 'id'>)[],
  today = todayUtc(),
): Promise<Map<number, JobState>> {
  const counts = await liveQuestionCounts(deps, enterpriseId, jobs.map((j) => j.id));
  return new Map(jobs.map((j) => [j.id, stateOfJob(j, counts.get(j.id) ?? 0, today)]));
}
