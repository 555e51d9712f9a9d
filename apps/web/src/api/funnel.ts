import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { funnelRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { campaignKeys, dashboardKeys, type MonthRange } from './queryKeys';

/*
 * The completion funnel (issue 33): how many candidates reached each stage, where the others
 * stopped, how long finishing took and by which channel they came. Counts only, no names.
 */

/** GET /Campaign/{id}/Funnel: the job's funnel. */
export function useCampaignFunnel(campaignId: number) {
  return useQuery({
    queryKey: campaignKeys.funnel(campaignId),
    queryFn: async ({ signal }) => (await apiCall(funnelRoutes.campaign, { params: { id: campaignId }, signal })).data,
  });
}

/** GET /Dashboard/Funnel: the company's funnel over the dashboard's range (the previous range stays shown while loading). */
export function useDashboardFunnel(range: MonthRange) {
  return useQuery({
    queryKey: dashboardKeys.funnel(range),
    queryFn: async ({ signal }) =>
      (await apiCall(funnelRoutes.dashboard, { query: { startDate: range.startDate, endDate: range.endDate }, signal })).data,
    placeholderData: keepPreviousData,
  });
}
