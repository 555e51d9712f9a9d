import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdibuCredentials, JobBoard, PublishInput, SeekCredentials } from '@candid/shared';
import { jobBoardsRoutes, referenceRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { jobSubCategoryFromWire } from './entities';
import { campaignKeys, candidateKeys, jobBoardKeys } from './queryKeys';

/*
 * Job-board publishing (issue 17; packages/shared/src/contract/jobBoards.ts). The credentials are
 * written and never read back; a job's postings are read again every few seconds while a
 * change is being sent to a board.
 */

export const JOB_BOARDS_POLL_MS = 2000;

/** GET /JobBoard/Settings (owners and admins). */
export function useJobBoardSettings(enabled = true) {
  return useQuery({
    queryKey: jobBoardKeys.settings,
    queryFn: async () => (await apiCall(jobBoardsRoutes.settings)).data,
    enabled,
  });
}

/** PUT /JobBoard/Settings/{board}. */
export function useSaveJobBoardCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { board: 'seek'; credentials: SeekCredentials } | { board: 'idibu'; credentials: IdibuCredentials }) =>
      input.board === 'seek'
        ? (await apiCall(jobBoardsRoutes.saveSeek, { json: input.credentials })).data
        : (await apiCall(jobBoardsRoutes.saveIdibu, { json: input.credentials })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: jobBoardKeys.settings });
      await queryClient.invalidateQueries({ queryKey: ['jobBoards', 'job'] });
    },
  });
}

/** DELETE /JobBoard/Settings/{board}. */
export function useRemoveJobBoardCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (board: JobBoard) => (await apiCall(jobBoardsRoutes.removeSettings, { params: { board } })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: jobBoardKeys.settings });
      await queryClient.invalidateQueries({ queryKey: ['jobBoards', 'job'] });
    },
  });
}

/** GET /Campaign/{id}/JobBoards, read again while a board change is queued or running. */
export function useJobBoardsOfJob(campaignId: number | undefined) {
  return useQuery({
    queryKey: jobBoardKeys.ofJob(campaignId ?? 0),
    queryFn: async ({ signal }) => (await apiCall(jobBoardsRoutes.ofJob, { params: { id: campaignId ?? 0 }, signal })).data,
    enabled: Boolean(campaignId),
    refetchInterval: (query) => (query.state.data?.Postings.some((p) => p.Action !== null) ? JOB_BOARDS_POLL_MS : false),
  });
}

/** POST /Campaign/{id}/JobBoards/{board}/{action}: 202, the posting with its change queued. */
export function useJobBoardAction(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ board, action, input }: { board: JobBoard; action: 'publish' | 'update' | 'close'; input?: PublishInput }) =>
      (await apiCall(jobBoardsRoutes.act, { params: { id: campaignId, board, action }, json: input ?? {} })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: jobBoardKeys.ofJob(campaignId) });
    },
  });
}

/** POST /SeekJob/ImportApplicants: the postings' applicants become invited candidates of the job. */
export function useImportApplicants(enterpriseId: number, campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiCall(jobBoardsRoutes.importApplicants, {
          query: { fk_Enterprise_ID: enterpriseId, fk_Campaign_ID: campaignId },
        })
      ).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: candidateKeys.lists });
      await queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
    },
  });
}

/** GET /SeekJob: the categories with their board codes (the pickers offer only mapped ones). */
export function useBoardCategories(enabled: boolean) {
  return useQuery({
    queryKey: jobBoardKeys.boardCategories,
    queryFn: async () => (await apiCall(referenceRoutes.boardCategories)).data,
    enabled,
    staleTime: 24 * 60 * 60 * 1000,
  });
}

/** GET /SeekJob/GetJobCategory: the chosen category's sub-categories. */
export function useBoardSubCategories(categoryId: number | null) {
  return useQuery({
    queryKey: ['jobBoards', 'subCategories', categoryId ?? 0],
    queryFn: async () => (await apiCall(referenceRoutes.boardSubCategories, { query: { jobId: categoryId! } })).data.map(jobSubCategoryFromWire),
    enabled: Boolean(categoryId),
    staleTime: 24 * 60 * 60 * 1000,
  });
}

/** GET /SeekJob/GetSubLocations: places for the location picker (more than 3 characters). */
export function useBoardPlaces(text: string, countryCode = 'AU') {
  const q = text.trim();
  return useQuery({
    queryKey: jobBoardKeys.places(`${countryCode}:${q}`),
    queryFn: async ({ signal }) => (await apiCall(referenceRoutes.subLocations, { query: { cCode: countryCode, sSub: q, limit: 10 }, signal })).data,
    enabled: q.length > 3,
    staleTime: 24 * 60 * 60 * 1000,
  });
}
