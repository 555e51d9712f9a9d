import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_LIMITS, monthsBetween, type DashboardSummary, type MonthlyCount } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { campaignLines, campaignMonthlyCounts, campaigns, candidateRatings, questionResponseRatings } from '../../db/schema/index';
import { loadReviewableCampaign } from '../campaigns/review-scope';
import { seesOnlyManagedJobs, visibleJobs } from '../campaigns/policy';
import { candidateRowFields, withCounts } from '../candidates/service';
import type { CandidateRow } from '../candidates/model';
import { jobStateCondition } from '../campaigns/job-state';
import type { CampaignRow } from '../campaigns/read-model';

/*
 * The dashboard (docs/api-review.md "Top candidates and dashboard"). Every count of invites and
 * completed interviews comes from campaign_monthly_counts (kept by triggers on campaign_lines,
 * migration 0002) joined to the jobs the user may see: never a scan of the lines. Deleted jobs
 * never count; a Hiring Manager sees only the jobs whose hiring manager they are.
 */

const sumOf = (column: typeof campaignMonthlyCounts.invites | typeof campaignMonthlyCounts.interviews) =>
  sql<number>`coalesce(sum(${column}), 0)::int`;

/** The rollup rows of the jobs the user may see. */
const visibleRollup = (auth: AuthContext) =>
  and(eq(campaignMonthlyCounts.enterpriseId, auth.enterpriseId), visibleJobs(auth));

const rollupJoin = and(
  eq(campaigns.enterpriseId, campaignMonthlyCounts.enterpriseId),
  eq(campaigns.id, campaignMonthlyCounts.campaignId),
);

/** The dashboard's totals and its latest completed interview (the wire's DashboardSummary once mapped). */
export type DashboardTotals = Omit<DashboardSummary, 'latestInterview'> & { latestInterview: CandidateRow | null };

/** An active job with its candidate and completion counts (the wire's DashboardCampaign once mapped). */
export type ActiveJob = Pick<CampaignRow, 'id' | 'name' | 'jobTitle' | 'status' | 'startDate' | 'endDate'> & {
  CandidateCount: number;
  CompletedCount: number;
};

/** A top candidate: a candidate list row with the average rating of their answers (the wire's TopCandidate once mapped). */
export type TopCandidateRow = CandidateRow & { AnswerAverageRating: number | null };

/** GET /Dashboard/Summary: totals and the latest completed interview. */
export async function summary({ db }: Deps, auth: AuthContext): Promise<DashboardTotals> {
  const [[totals], [jobs], latestInterview] = await Promise.all([
    db
      .select({ inviteCount: sumOf(campaignMonthlyCounts.invites), interviewCount: sumOf(campaignMonthlyCounts.interviews) })
      .from(campaignMonthlyCounts)
      .innerJoin(campaigns, rollupJoin)
      .where(visibleRollup(auth)),
    db.select({ n: count() }).from(campaigns).where(visibleJobs(auth)),
    latestCompleted({ db }, auth),
  ]);
  return { interviewCount: totals.interviewCount, campaignCount: jobs.n, inviteCount: totals.inviteCount, latestInterview };
}

/**
 * GET /Interview/GetLatestInterviews/1/{id}: the most recently completed interview of a visible
 * job, or null. The whole enterprise walks the (enterprise, completed_at) index backwards to the
 * first line of a live job; a Hiring Manager's few jobs each probe the (enterprise, campaign,
 * completed_at) index of completed lines once. Neither reads more than a handful of lines.
 */
export async function latestCompleted({ db }: Deps, auth: AuthContext): Promise<CandidateRow | null> {
  let id: number | undefined;
  if (seesOnlyManagedJobs(auth.accessLevel)) {
    const result = await db.execute<{ id: number }>(sql`
      select latest.id from ${campaigns}
      cross join lateral (
        select ${campaignLines.id} as id, ${campaignLines.completedAt} as completed_at
        from ${campaignLines}
        where ${campaignLines.enterpriseId} = ${campaigns.enterpriseId}
          and ${campaignLines.campaignId} = ${campaigns.id}
          and ${campaignLines.completedAt} is not null
        order by ${campaignLines.completedAt} desc, ${campaignLines.id} desc
        limit 1
      ) latest
      where ${visibleJobs(auth)}
      order by latest.completed_at desc, latest.id desc
      limit 1`);
    id = result.rows[0]?.id;
  } else {
    const [row] = await db
      .select({ id: campaignLines.id })
      .from(campaignLines)
      .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
      .where(and(eq(campaignLines.enterpriseId, auth.enterpriseId), isNotNull(campaignLines.completedAt), visibleJobs(auth)))
      .orderBy(desc(campaignLines.completedAt), desc(campaignLines.id))
      .limit(1);
    id = row?.id;
  }
  if (id === undefined) return null;
  const [row] = await rowsOf(db, auth, [Number(id)]);
  return row ?? null;
}

/** List rows (with counts and ratings) of lines of visible jobs, in the order of `ids`. */
async function rowsOf(db: DbOrTx, auth: AuthContext, ids: number[]): Promise<CandidateRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(candidateRowFields)
    .from(campaignLines)
    .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
    .where(and(eq(campaignLines.enterpriseId, auth.enterpriseId), inArray(campaignLines.id, ids), visibleJobs(auth)));
  const byId = new Map((await withCounts({ db }, auth.enterpriseId, rows)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Active jobs: open now (jobStateOf 'open': live, started, not ended, with questions). */
const activeCondition = (db: DbOrTx, auth: AuthContext): SQL => and(visibleJobs(auth), jobStateCondition({ db }, 'open'))!;

/**
 * Active jobs with their candidate and completion counts from the rollup: the six with the most
 * candidates (GetTopSixActiveCampaigns), or all of them newest first (GetAllActiveCampaign).
 */
export async function activeCampaigns({ db }: Deps, auth: AuthContext, opts: { top?: number } = {}): Promise<ActiveJob[]> {
  const candidateCount = sumOf(campaignMonthlyCounts.invites);
  const query = db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      jobTitle: campaigns.jobTitle,
      status: campaigns.status,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      CandidateCount: candidateCount,
      CompletedCount: sumOf(campaignMonthlyCounts.interviews),
    })
    .from(campaigns)
    .leftJoin(campaignMonthlyCounts, rollupJoin)
    .where(activeCondition(db, auth))
    .groupBy(campaigns.id);
  if (opts.top) return query.orderBy(desc(candidateCount), desc(campaigns.id)).limit(opts.top);
  return query.orderBy(desc(campaigns.id));
}

export const topActiveCampaigns = (deps: Deps, auth: AuthContext) => activeCampaigns(deps, auth, { top: DASHBOARD_LIMITS.topCampaigns });

/**
 * GET /Dashboard/GetTopFiveCandidateByCampaignId: up to five completed candidates of a job, by
 * the team's candidate rating average, then their answers' rating average (unrated last), then
 * the earliest completion. Rated lines come from the ratings of the job (small); when fewer than
 * five are rated, unrated completed lines fill up in completion order from the index.
 */
export async function topCandidates(deps: Deps, auth: AuthContext, campaignId: number): Promise<TopCandidateRow[]> {
  const { db } = deps;
  await loadReviewableCampaign(deps, auth, campaignId);
  const e = auth.enterpriseId;
  const limit = DASHBOARD_LIMITS.topCandidates;
  // Each rated line once with both averages (union + group: estimates stay small, no JIT), then a
  // probe of the line by primary key for its completion (a lateral with a limit keeps the probe).
  const rated = await db.execute<{ id: number; candidate_avg: number | null; answer_avg: number | null }>(sql`
    with r as (
      select id, avg(c) as candidate_avg, avg(a) as answer_avg from (
        select ${candidateRatings.campaignLineId} as id, ${candidateRatings.rating}::float8 as c, null::float8 as a
        from ${candidateRatings}
        where ${candidateRatings.enterpriseId} = ${e} and ${candidateRatings.campaignId} = ${campaignId}
        union all
        select ${questionResponseRatings.campaignLineId}, null, ${questionResponseRatings.rating}::float8
        from ${questionResponseRatings}
        where ${questionResponseRatings.enterpriseId} = ${e} and ${questionResponseRatings.campaignId} = ${campaignId}
      ) x group by id
    )
    select r.id, r.candidate_avg, r.answer_avg from r
    cross join lateral (
      select ${campaignLines.completedAt} as completed_at from ${campaignLines}
      where ${campaignLines.enterpriseId} = ${e} and ${campaignLines.id} = r.id
        and ${campaignLines.campaignId} = ${campaignId} and ${campaignLines.completedAt} is not null
      limit 1
    ) line
    order by r.candidate_avg desc nulls last, r.answer_avg desc nulls last, line.completed_at asc, r.id asc
    limit ${limit}`);
  const picks = rated.rows.map((r) => ({
    id: Number(r.id),
    answerAvg: r.answer_avg === null ? null : Number(r.answer_avg),
  }));
  if (picks.length < limit) {
    const unrated = await db
      .select({ id: campaignLines.id })
      .from(campaignLines)
      .where(
        and(
          eq(campaignLines.enterpriseId, e),
          eq(campaignLines.campaignId, campaignId),
          isNotNull(campaignLines.completedAt),
          sql`not exists (select 1 from ${candidateRatings} where ${candidateRatings.enterpriseId} = ${e} and ${candidateRatings.campaignLineId} = ${campaignLines.id})`,
          sql`not exists (select 1 from ${questionResponseRatings} where ${questionResponseRatings.enterpriseId} = ${e} and ${questionResponseRatings.campaignLineId} = ${campaignLines.id})`,
        ),
      )
      .orderBy(asc(campaignLines.completedAt), asc(campaignLines.id))
      .limit(limit - picks.length);
    picks.push(...unrated.map((r) => ({ id: r.id, answerAvg: null })));
  }
  const rows = await rowsOf(db, auth, picks.map((p) => p.id));
  const answerAvg = new Map(picks.map((p) => [p.id, p.answerAvg]));
  return rows.map((r) => {
    const a = answerAvg.get(r.id) ?? null;
    return { ...r, AnswerAverageRating: a === null ? null : Math.round(a * 10) / 10 };
  });
}

export type MonthlySeries = 'campaigns' | 'invites' | 'interviews';

/**
 * A per-month series over whole UTC months, from the month of `start` to the month of `end`,
 * zero-filled: jobs created (from the jobs themselves, a small table), candidates invited or
 * completed interviews (from the rollup).
 */
export async function perMonth({ db }: Deps, auth: AuthContext, { series, start, end }: { series: MonthlySeries; start: string; end: string }): Promise<MonthlyCount[]> {
  const months = monthsBetween(start, end);
  const from = `${months[0]}-01`;
  const until = nextMonth(months.at(-1)!);
  let rows: { month: string; count: number }[];
  if (series === 'campaigns') {
    const month = sql<string>`to_char(${campaigns.createdAt} at time zone 'UTC', 'YYYY-MM')`;
    rows = await db
      .select({ month, count: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(
        and(
          visibleJobs(auth),
          sql`${campaigns.createdAt} >= ${`${from}T00:00:00Z`}::timestamptz`,
          sql`${campaigns.createdAt} < ${`${until}T00:00:00Z`}::timestamptz`,
        ),
      )
      .groupBy(month);
  } else {
    const month = sql<string>`to_char(${campaignMonthlyCounts.month}, 'YYYY-MM')`;
    rows = await db
      .select({ month, count: sumOf(series === 'invites' ? campaignMonthlyCounts.invites : campaignMonthlyCounts.interviews) })
      .from(campaignMonthlyCounts)
      .innerJoin(campaigns, rollupJoin)
      .where(
        and(
          visibleRollup(auth),
          sql`${campaignMonthlyCounts.month} >= ${from}::date`,
          sql`${campaignMonthlyCounts.month} < ${until}::date`,
        ),
      )
      .groupBy(month);
  }
  const byMonth = new Map(rows.map((r) => [r.month, Number(r.count)]));
  return months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}

/** The first day (YYYY-MM-DD) of the month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${String(y + 1).padStart(4, '0')}-01-01` : `${month.slice(0, 4)}-${String(m + 1).padStart(2, '0')}-01`;
}
