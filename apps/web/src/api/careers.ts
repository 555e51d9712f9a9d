import { useQuery } from '@tanstack/react-query';
import { careersRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { campaignKeys } from './queryKeys';

/** GET /Campaign/{id}/Careers: the job's careers page address and what it answers today. */
export function useJobCareersPage(campaignId: number | undefined) {
  return useQuery({
    queryKey: campaignKeys.careers(campaignId ?? 0),
    queryFn: async ({ signal }) => (await apiCall(careersRoutes.ofJob, { params: { id: campaignId ?? 0 }, signal })).data,
    enabled: Boolean(campaignId),
  });
}
