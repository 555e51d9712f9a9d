import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetentionInput } from '@candid/shared';
import { lifecycleRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { candidateKeys, dashboardKeys, lifecycleKeys, campaignKeys } from './queryKeys';

/*
 * Candidate data lifecycle (issue 16; packages/shared/src/contract/lifecycle.ts): deleting
 * candidates for good, the enterprise's retention, a candidate's deletion date and consent.
 */

/**
 * DELETE /CampaignLine/{id} (one) or POST /CampaignLine/Delete { ids } (several): 202, the server
 * erases them in the background and they leave every list at once. The deleted candidates' pages
 * are dropped from the cache; lists, job counts and the dashboard's top candidates are read again.
 */
export function useEraseCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      ids.length === 1
        ? await apiCall(lifecycleRoutes.erase, { params: { id: ids[0] } })
        : await apiCall(lifecycleRoutes.eraseMany, { json: { ids } }),
    onSuccess: async (_answer, ids) => {
      for (const id of ids) {
        queryClient.removeQueries({ queryKey: candidateKeys.byId(id) });
        queryClient.removeQueries({ queryKey: candidateKeys.answers(id) });
        queryClient.removeQueries({ queryKey: lifecycleKeys.candidate(id) });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: candidateKeys.lists }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}

/** GET /DataRetention */
export function useRetention() {
  return useQuery({
    queryKey: lifecycleKeys.retention,
    queryFn: async () => (await apiCall(lifecycleRoutes.retention)).data,
  });
}

/** PUT /DataRetention (owner and administrators); every candidate's deletion date moves with it. */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RetentionInput) => (await apiCall(lifecycleRoutes.saveRetention, { json: input })).data,
    onSuccess: async (saved) => {
      queryClient.setQueryData(lifecycleKeys.retention, saved);
      await queryClient.invalidateQueries({ queryKey: ['lifecycle', 'candidate'] });
    },
  });
}

/** GET /CampaignLine/{id}/Lifecycle: when the candidate's data will be deleted, and their consent. */
export function useCandidateLifecycle(lineId: number) {
  return useQuery({
    queryKey: lifecycleKeys.candidate(lineId),
    queryFn: async () => (await apiCall(lifecycleRoutes.candidate, { params: { id: lineId } })).data,
  });
}

/** POST /CampaignLine/Delete { campaignId }: every candidate of a job (the end-job confirmation's option). */
export function useEraseJobCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campaignId: number) =>
      await apiCall(lifecycleRoutes.eraseMany, { json: { campaignId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}
