import { and, eq, exists, gte, inArray, lt, lte, gt, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { LIVE_CAMPAIGN_STATUSES, jobStateOf, type JobState } from '@candid/shared';
import type { DbOrTx } from '../../db/client';
import { campaigns, questions } from '../../db/schema/index';
import { todayUtc } from './interview-window';
import type { Deps } from '../../context';

const hasLiveQuestion = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(questions)
      .where(
        and(
          eq(questions.fk_Enterprise_ID, campaigns.fk_Enterprise_ID),
          eq(questions.fk_Campaign_ID, campaigns.pk_Campaign_ID),
          eq(questions.Question_Deleted, 0),
        ),
      ),
  );

/**
 * The SQL form of `jobStateOf` (packages/shared/src/jobState.ts): the jobs in one state, for the
 * job list's filter and the dashboard's active jobs. The two are kept equal by a test.
 */
export function jobStateCondition({ db }: Deps, state: JobState, today = todayUtc()): SQL {
  const ended = or(eq(campaigns.Campaign_Status, 0), lt(campaigns.Campaign_EndDate, today))!;
  if (state === 'ended') return ended;
  const notEnded = and(not(eq(campaigns.Campaign_Status, 0)), gte(campaigns.Campaign_EndDate, today))!;
  if (state === 'paused') return and(notEnded, notInArray(campaigns.Campaign_Status, [...LIVE_CAMPAIGN_STATUSES]))!;
  const live = and(notEnded, inArray(campaigns.Campaign_Status, [...LIVE_CAMPAIGN_STATUSES]))!;
  if (state === 'draft') return and(live, not(hasLiveQuestion(db)))!;
  const ready = and(live, hasLiveQuestion(db))!;
  if (state === 'scheduled') return and(ready, gt(campaigns.Campaign_StartDate, today))!;
  return and(ready, lte(campaigns.Campaign_StartDate, today))!;
}

/** Live question counts of a page of jobs, by job id. */
export async function liveQuestionCounts({ db }: Deps, enterpriseId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: questions.fk_Campaign_ID, n: sql<number>`count(*)::int` })
    .from(questions)
    .where(and(eq(questions.fk_Enterprise_ID, enterpriseId), inArray(questions.fk_Campaign_ID, ids), eq(questions.Question_Deleted, 0)))
    .groupBy(questions.fk_Campaign_ID);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The state of each job of a page (one query for their question counts). */
export async function jobStatesOf(
  deps: Deps,
  enterpriseId: number,
  jobs: { pk_Campaign_ID: number; Campaign_Status: number; Campaign_StartDate: string; Campaign_EndDate: string }[],
  today = todayUtc(),
): Promise<Map<number, JobState>> {
  const counts = await liveQuestionCounts(deps, enterpriseId, jobs.map((j) => j.pk_Campaign_ID));
  return new Map(jobs.map((j) => [j.pk_Campaign_ID, jobStateOf({ ...j, questionCount: counts.get(j.pk_Campaign_ID) ?? 0 }, today)]));
}
