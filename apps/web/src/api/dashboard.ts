import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DashboardCampaign as WireDashboardCampaign,
  DashboardSummary as WireDashboardSummary,
  TopCandidate as WireTopCandidate,
} from '@candid/shared';
import { fromWire, type OffWire } from '@candid/shared/wire';
import { dashboardRoutes, type Route } from '@candid/shared/routes';
import { apiCall } from './client';
import { candidateRowFromWire, wireNames, wireViewNames, type CandidateListRow } from './entities';
import { dashboardKeys, type MonthRange, type MonthlySeriesKind } from './queryKeys';

/*
 * The dashboard (docs/api-review.md "Top candidates and dashboard"). Everything is scoped by the
 * session on the server; the enterprise id the legacy paths carry must be the session's.
 */

export type { MonthlySeriesKind, MonthRange } from './queryKeys';

/** A job on the dashboard: the job's fields and its counts (CandidateCount, CompletedCount). */
export type DashboardCampaign = OffWire<WireDashboardCampaign, typeof wireNames.campaigns>;
export const dashboardCampaignFromWire = (wire: WireDashboardCampaign): DashboardCampaign => fromWire(wireNames.campaigns, wire);

/** A top candidate: a candidate list row and the average of the team's ratings of their answers. */
export type TopCandidate = OffWire<WireTopCandidate, typeof wireViewNames.candidateRow>;
export const topCandidateFromWire = (wire: WireTopCandidate): TopCandidate => fromWire(wireViewNames.candidateRow, wire);

/** The dashboard's counts and the latest completed interview (a candidate list row). */
export type DashboardSummary = Omit<WireDashboardSummary, 'latestInterview'> & { latestInterview: CandidateListRow | null };
export function dashboardSummaryFromWire({ latestInterview, ...counts }: WireDashboardSummary): DashboardSummary {
  return { ...counts, latestInterview: latestInterview && candidateRowFromWire(latestInterview) };
}

const PER_MONTH_ROUTE = {
  campaigns: dashboardRoutes.campaignsPerMonth,
  invites: dashboardRoutes.invitesPerMonth,
  interviews: dashboardRoutes.interviewsPerMonth,
} as const satisfies Record<MonthlySeriesKind, Route>;

/** GET /Dashboard/Summary: the counts and the latest completed interview. */
export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: async ({ signal }): Promise<DashboardSummary> =>
      dashboardSummaryFromWire((await apiCall(dashboardRoutes.summary, { signal })).data),
  });
}

/** GET /Campaign/GetTopSixActiveCampaigns: the six active jobs with the most candidates. */
export function useTopActiveCampaigns(enterpriseId: number | undefined) {
  return useQuery({
    queryKey: dashboardKeys.topActive,
    queryFn: async ({ signal }): Promise<DashboardCampaign[]> =>
      (await apiCall(dashboardRoutes.topCampaigns, { query: { enterprise_ID: enterpriseId }, signal })).data.map(dashboardCampaignFromWire),
    enabled: enterpriseId !== undefined,
  });
}

/** GET /Dashboard/GetAllActiveCampaign: every active job with its counts. */
export function useActiveCampaigns(enterpriseId: number | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: dashboardKeys.active,
    queryFn: async ({ signal }): Promise<DashboardCampaign[]> =>
      (await apiCall(dashboardRoutes.activeCampaigns, { query: { enterprise_ID: enterpriseId }, signal })).data.map(dashboardCampaignFromWire),
    enabled: enabled && enterpriseId !== undefined,
  });
}

/** GET /Dashboard/GetTopFiveCandidateByCampaignId: a job's best-rated completed candidates. */
export function useTopCandidates(campaignId: number | undefined) {
  return useQuery({
    queryKey: dashboardKeys.topCandidates(campaignId ?? 0),
    queryFn: async ({ signal }): Promise<TopCandidate[]> =>
      (await apiCall(dashboardRoutes.topCandidates, { query: { CampaignId: campaignId }, signal })).data.map(topCandidateFromWire),
    enabled: campaignId !== undefined && campaignId > 0,
  });
}

/** One of the three per-month series, zero-filled over the range (the previous range stays shown while loading). */
export function useMonthlySeries(kind: MonthlySeriesKind, range: MonthRange, enterpriseId: number | undefined) {
  return useQuery({
    queryKey: dashboardKeys.perMonth(kind, range),
    queryFn: async ({ signal }) =>
      (
        await apiCall(PER_MONTH_ROUTE[kind], {
          params: { startDate: range.startDate, endDate: range.endDate, id: enterpriseId ?? 0 },
          signal,
        })
      ).data,
    enabled: enterpriseId !== undefined,
    placeholderData: keepPreviousData,
  });
}
