import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INTERVIEW_DIALOG_DEFAULTS,
  JOB_DEFAULTS,
  type campaignsApi,
  type CampaignListItem,
  type Campaign,
  type InterviewBuild,
  type QueryOf,
  type SavedQuestionInput,
  type SaveJobBody,
} from '@candid/shared';
import { campaignsRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { campaignKeys, questionKeys, type CampaignListFilters } from './queryKeys';

export type { CampaignListItem } from '@candid/shared';
export type { CampaignListFilters, CampaignSort, SortDirection } from './queryKeys';

export const CAMPAIGN_PAGE_SIZE = 20;

/** The query of GET /Campaign for a set of filters and a keyset cursor. */
export function campaignListQuery(filters: CampaignListFilters, cursor?: string | null): QueryOf<typeof campaignsApi.list> {
  const search = filters.search.trim();
  return {
    SearchText: search || undefined,
    sort: filters.sort,
    dir: filters.dir,
    state: filters.state,
    cursor: cursor ?? undefined,
    limit: CAMPAIGN_PAGE_SIZE,
  };
}

interface CampaignPage {
  items: CampaignListItem[];
  nextCursor: string | null;
}

/** GET /Campaign, one keyset page at a time ('Load more' fetches the next). */
export function useCampaignList(filters: CampaignListFilters) {
  return useInfiniteQuery({
    queryKey: campaignKeys.list(filters),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<CampaignPage> => {
      const res = await apiCall(campaignsRoutes.list, { query: campaignListQuery(filters, pageParam), signal });
      return { items: res.data, nextCursor: res.nextCursor ?? null };
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /Campaign/{id} */
export async function fetchCampaign(id: number): Promise<Campaign> {
  return (await apiCall(campaignsRoutes.byId, { params: { id } })).data;
}

export function useCampaign(id: number | undefined, initial?: Campaign) {
  return useQuery({
    queryKey: campaignKeys.byId(id ?? 0),
    queryFn: () => fetchCampaign(id as number),
    enabled: id !== undefined && id > 0,
    initialData: initial && initial.pk_Campaign_ID === id ? initial : undefined,
    // Navigation state is a snapshot: refresh it from the server at once.
    initialDataUpdatedAt: 0,
  });
}

/** GET /Campaign/GetRemainingJobsToLaunch: null means unlimited. */
export async function fetchRemainingJobs(enterpriseId: number): Promise<number | null> {
  const res = await apiCall(campaignsRoutes.remainingJobs, {
    query: { fk_Enterprise_ID: enterpriseId },
  });
  return res.data ?? null;
}

/** GET /Campaign/CloneJob/{id} */
export function useCloneCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiCall(campaignsRoutes.clone, { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.lists }),
  });
}

/** POST /Campaign/UpdateCampaignStatus?campid=&stcode=: pause a job (Paused) or reactivate it (Active). */
export function useSetCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: number }) =>
      (await apiCall(campaignsRoutes.setStatus, { query: { campid: id, stcode: status } })).data,
    onSuccess: (campaign) => {
      if (campaign) {
        queryClient.setQueryData(campaignKeys.byId(campaign.pk_Campaign_ID), campaign);
        void queryClient.invalidateQueries({ queryKey: campaignKeys.careers(campaign.pk_Campaign_ID) });
      }
      return queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
    },
  });
}

/** POST /Campaign/EndCampaign?campid= */
export function useEndCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiCall(campaignsRoutes.end, { query: { campid: id } })).data,
    onSuccess: (campaign) => {
      if (campaign) {
        queryClient.setQueryData(campaignKeys.byId(campaign.pk_Campaign_ID), campaign);
        void queryClient.invalidateQueries({ queryKey: campaignKeys.careers(campaign.pk_Campaign_ID) });
      }
      return queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
    },
  });
}

/** One question of the Save call: no id for a new question. */
export type SaveJobQuestion = SavedQuestionInput;
export type { SaveJobBody, SaveJobResult } from '@candid/shared';

/** The body of POST /Campaign/SaveJob with the job's default voice and dialog texts. */
export function saveJobBody(campaign: SaveJobBody['campaign'], questions: SaveJobQuestion[]) {
  return {
    campaign,
    questions,
    voice: JOB_DEFAULTS.voice as string,
    dialogs: {
      introduction: INTERVIEW_DIALOG_DEFAULTS.introduction,
      closing: INTERVIEW_DIALOG_DEFAULTS.closing,
      engagement: INTERVIEW_DIALOG_DEFAULTS.engagement,
    },
  };
}

/** POST /Campaign/SaveJob: the create-job screen's Save in one transaction. */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveJobBody) =>
      await apiCall(campaignsRoutes.saveJob, { json: body }),
    onSuccess: (res) => {
      const { campaign, questions } = res.data;
      queryClient.setQueryData(campaignKeys.byId(campaign.pk_Campaign_ID), campaign);
      queryClient.setQueryData(questionKeys.byCampaign(campaign.pk_Campaign_ID), questions);
      // A save queues a new interview build, and may list or unlist the job on its careers page.
      void queryClient.invalidateQueries({ queryKey: campaignKeys.build(campaign.pk_Campaign_ID) });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.careers(campaign.pk_Campaign_ID) });
      return queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
    },
  });
}

/** How often the interview build is polled while it is queued or running. */
export const BUILD_POLL_MS = 2_000;

/** True while the build may still change by itself. */
export const buildInProgress = (build: InterviewBuild | undefined) =>
  build === undefined || build.state === 'queued' || build.state === 'running';

/**
 * GET /Campaign/{id}/InterviewBuild, polled every 2 s while queued or running
 * (and while 'none' when `pollWhileNone`: just after a save the build may not be queued yet).
 */
export function useInterviewBuild(id: number | undefined, { enabled = true, pollWhileNone = false } = {}) {
  return useQuery({
    queryKey: campaignKeys.build(id ?? 0),
    queryFn: async () => (await apiCall(campaignsRoutes.interviewBuild, { params: { id: id ?? 0 } })).data,
    enabled: enabled && id !== undefined && id > 0,
    refetchInterval: (query) => {
      const build = query.state.data;
      if (query.state.status === 'error') return false;
      return buildInProgress(build) || (pollWhileNone && build?.state === 'none') ? BUILD_POLL_MS : false;
    },
  });
}

/** POST /Campaign/SaveInterviewCampaignLink: stores the job's candidate link and returns the job. */
export function useSaveInterviewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiCall(campaignsRoutes.saveInterviewLink, { query: { pk_Campaign_ID: id } })).data,
    onSuccess: (campaign) => {
      if (campaign?.pk_Campaign_ID) queryClient.setQueryData(campaignKeys.byId(campaign.pk_Campaign_ID), campaign);
    },
  });
}
