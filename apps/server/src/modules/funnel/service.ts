import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  CANDIDATE_CHANNELS,
  FUNNEL_STAGES,
  monthsBetween,
  type CandidateExperienceSummary,
  type Funnel,
  type FunnelRangeQuery,
} from '@candid/shared';
import type { CandidateChannel } from '@candid/shared/funnel';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { campaigns, candidateExperienceRatings, funnelCompanyCounts, funnelCounts } from '../../db/schema/index';
import { seesOnlyManagedJobs, visibleJobs } from '../campaigns/policy';
import { loadReviewableCampaign } from '../campaigns/review-scope';
import { liveQuestions, questionText } from '../campaigns/read-model';
import { experienceSummary } from '../ratings/service';

/*
 * The completion funnel (issue 33, docs/api-review.md "Completion funnel"): read from
 * funnel_counts, the rollup a trigger on campaign_lines keeps in the same transaction as every
 * change of a line (migrations 0028, 0029), joined to the jobs the user may see, or, for a member who
 * sees every job, from funnel_company_counts. Never a scan of the lines: a job's funnel reads a few
 * dozen rows, the company's a few thousand whatever the number of jobs.
 */

/** The rollup's metrics (db/schema/sms.ts funnelCounts). */
const METRIC = { stage: 1, dropOff: 2, interviewMinutes: 3, responseHours: 4 } as const;

type RollupRow = { channel: string; metric: number; key: number; n: number };

const rollupColumns = {
  channel: funnelCounts.channel,
  metric: funnelCounts.metric,
  key: funnelCounts.key,
  n: sql<number>`sum(${funnelCounts.n})::int`,
};

const companyColumns = {
  channel: funnelCompanyCounts.channel,
  metric: funnelCompanyCounts.metric,
  key: funnelCompanyCounts.key,
  n: sql<number>`sum(${funnelCompanyCounts.n})::int`,
};

/** GET /Campaign/{id}/Funnel: a job's funnel over all its candidates (404 for a job out of sight). */
export async function campaignFunnel(deps: Deps, auth: AuthContext, campaignId: number): Promise<Funnel> {
  const job = await loadReviewableCampaign(deps, auth, campaignId);
  const rows = await deps.db
    .select(rollupColumns)
    .from(funnelCounts)
    .where(and(eq(funnelCounts.enterpriseId, auth.enterpriseId), eq(funnelCounts.campaignId, job.id)))
    .groupBy(funnelCounts.channel, funnelCounts.metric, funnelCounts.key);
  const questions = await liveQuestions(deps, job);
  const experience = await experienceSummary(deps, and(eq(candidateExperienceRatings.enterpriseId, auth.enterpriseId), eq(candidateExperienceRatings.campaignId, job.id))!);
  return funnelOf(rows, { experience, questionText: (n) => (questions[n - 1] ? questionText(questions[n - 1]) : null), from: null, to: null });
}

/**
 * GET /Dashboard/Funnel: the funnel of the candidates invited in the range's months (whole UTC
 * months, as the dashboard's other series), over the jobs the user may see; the rating of the
 * interviews finished in those months.
 */
export async function dashboardFunnel(deps: Deps, auth: AuthContext, range: FunnelRangeQuery): Promise<Funnel> {
  const months = monthsBetween(range.startDate, range.endDate);
  const from = `${months[0]}-01`;
  const until = nextMonthStart(months.at(-1)!);
  // A member who sees every job reads the company's rollup; a Hiring Manager sums their jobs' rows.
  const rows = seesOnlyManagedJobs(auth.accessLevel)
    ? await deps.db
        .select(rollupColumns)
        .from(funnelCounts)
        .innerJoin(campaigns, and(eq(campaigns.enterpriseId, funnelCounts.enterpriseId), eq(campaigns.id, funnelCounts.campaignId)))
        .where(and(eq(funnelCounts.enterpriseId, auth.enterpriseId), visibleJobs(auth), gte(funnelCounts.month, from), lt(funnelCounts.month, until)))
        .groupBy(funnelCounts.channel, funnelCounts.metric, funnelCounts.key)
    : await deps.db
        .select(companyColumns)
        .from(funnelCompanyCounts)
        .where(and(eq(funnelCompanyCounts.enterpriseId, auth.enterpriseId), gte(funnelCompanyCounts.month, from), lt(funnelCompanyCounts.month, until)))
        .groupBy(funnelCompanyCounts.channel, funnelCompanyCounts.metric, funnelCompanyCounts.key);
  const experience = await experienceSummary(
    deps,
    and(
      eq(candidateExperienceRatings.enterpriseId, auth.enterpriseId),
      sql`${candidateExperienceRatings.campaignId} in (select ${campaigns.id} from ${campaigns} where ${visibleJobs(auth)})`,
      gte(candidateExperienceRatings.createdAt, `${from}T00:00:00Z`),
      lt(candidateExperienceRatings.createdAt, `${until}T00:00:00Z`),
    )!,
  );
  return funnelOf(rows, { experience, questionText: () => null, from: months[0], to: months.at(-1)! });
}

/** The first day (YYYY-MM-DD) of the month after `month` (YYYY-MM). */
function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${String(y + 1).padStart(4, '0')}-01-01` : `${month.slice(0, 4)}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Stage counts (FUNNEL_STAGES order) from the counts of lines by the furthest stage they reached. */
function reachedCounts(atStage: Map<number, number>): number[] {
  const counts = FUNNEL_STAGES.map(() => 0);
  for (let i = FUNNEL_STAGES.length - 1; i >= 0; i--) counts[i] = (atStage.get(i + 1) ?? 0) + (counts[i + 1] ?? 0);
  return counts;
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);

/** The lower bound of the bucket the middle value falls in, or null with no values. */
function medianOf(histogram: Map<number, number>): number | null {
  const total = [...histogram.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return null;
  let seen = 0;
  for (const [bucket, n] of [...histogram].sort((a, b) => a[0] - b[0])) {
    seen += n;
    if (seen * 2 >= total) return bucket;
  }
  return null;
}

/** The funnel from the rollup's rows (summed over jobs and months already; one per channel, metric and key). */
export function funnelOf(
  rows: RollupRow[],
  opts: { experience: CandidateExperienceSummary; questionText: (question: number) => string | null; from: string | null; to: string | null },
): Funnel {
  const stageOf = new Map<number, number>();
  const byChannel = new Map<CandidateChannel, Map<number, number>>();
  const dropOff = new Map<number, number>();
  const minutes = new Map<number, number>();
  const hours = new Map<number, number>();
  const add = (map: Map<number, number>, key: number, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const row of rows) {
    if (row.n <= 0) continue;
    if (row.metric === METRIC.stage) {
      add(stageOf, row.key, row.n);
      const channel = (CANDIDATE_CHANNELS as readonly string[]).includes(row.channel) ? (row.channel as CandidateChannel) : 'email';
      if (!byChannel.has(channel)) byChannel.set(channel, new Map());
      add(byChannel.get(channel)!, row.key, row.n);
    } else if (row.metric === METRIC.dropOff) add(dropOff, row.key, row.n);
    else if (row.metric === METRIC.interviewMinutes) add(minutes, row.key, row.n);
    else if (row.metric === METRIC.responseHours) add(hours, row.key, row.n);
  }
  const counts = reachedCounts(stageOf);
  const finished = counts[counts.length - 1];
  return {
    stages: FUNNEL_STAGES.map((stage, i) => ({ stage, count: counts[i], conversion: i === 0 ? null : ratio(counts[i], counts[i - 1]) })),
    completionRate: ratio(finished, counts[0]),
    medianInterviewMinutes: medianOf(minutes),
    medianResponseHours: medianOf(hours),
    dropOffByQuestion: [...dropOff]
      .sort((a, b) => a[0] - b[0])
      .map(([question, n]) => ({ question, text: opts.questionText(question), count: n })),
    byChannel: CANDIDATE_CHANNELS.filter((c) => byChannel.has(c)).map((channel) => {
      const channelCounts = reachedCounts(byChannel.get(channel)!);
      return { channel, counts: channelCounts, completionRate: ratio(channelCounts[channelCounts.length - 1], channelCounts[0]) };
    }),
    experience: opts.experience,
    from: opts.from,
    to: opts.to,
  };
}
