import { useQuery } from '@tanstack/react-query';
import { planApi } from '@candid/shared';
import { apiCall } from './client';
import { planKeys } from './queryKeys';

/** GET /Subscriber/Plan: the caller's company's package with its usage meters. */
export function usePlanSummary() {
  return useQuery({
    queryKey: planKeys.summary,
    queryFn: async ({ signal }) => (await apiCall(planApi.summary, '/Subscriber/Plan', { signal })).data,
  });
}
