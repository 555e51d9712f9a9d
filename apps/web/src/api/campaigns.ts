import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INTERVIEW_DIALOG_DEFAULTS,
  JOB_DEFAULTS,
  saveJobSchema,
  type campaignsApi,
  type Campaign as WireCampaign,
  type CampaignInput as WireCampaignInput,
  type InterviewBuild,
  type QueryOf,
  type SaveJobBody as WireSaveJobBody,
} from '@candid/shared';
import { campaignsRoutes } from '@candid/shared/routes';
import { domainNameOf, type OffWire } from '@candid/shared/wire';
import { apiCall } from './client';
import { campaignFromWire, questionFromWire, toWire, wireNames, type Campaign, type CampaignListItem, type Question } from './entities';
import { questionListItemToWire, type QuestionListItem } from './questions';
import { campaignKeys, questionKeys, type CampaignListFilters } from './queryKeys';

export type { Campaign, CampaignListItem } from './entities';
export type { CampaignListFilters, CampaignSort, SortDirection } from './queryKeys';

/** A job's editable fields (campaignInputSchema), by domain name. */
export type CampaignInput = OffWire<WireCampaignInput, typeof wireNames.campaigns>;

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
      return { items: res.data.map(campaignFromWire), nextCursor: res.nextCursor ?? null };
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /Campaign/{id} */
export async function fetchCampaign(id: number): Promise<Campaign> {
  return campaignFromWire((await apiCall(campaignsRoutes.byId, { params: { id } })).data);
}

export function useCampaign(id: number | undefined, initial?: Campaign) {
  return useQuery({
    queryKey: campaignKeys.byId(id ?? 0),
    queryFn: () => fetchCampaign(id as number),
    enabled: id !== undefined && id > 0,
    initialData: initial && initial.id === id ? initial : undefined,
    // Navigation state is a snapshot: refresh it from the server at once.
    initialDataUpdatedAt: 0,
  });
}

/** A job answered by a status change, renamed (a missing one stays missing). */
const campaignOrNull = (wire: WireCampaign | null | undefined): Campaign | null => (wire ? campaignFromWire(wire) : null);

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
    mutationFn: async (id: number): Promise<Campaign> => campaignFromWire((await apiCall(campaignsRoutes.clone, { params: { id } })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.lists }),
  });
}

/** POST /Campaign/UpdateCampaignStatus?campid=&stcode=: pause a job (Paused) or reactivate it (Active). */
export function useSetCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: number }): Promise<Campaign | null> =>
      campaignOrNull((await apiCall(campaignsRoutes.setStatus, { query: { campid: id, stcode: status } })).data),
    onSuccess: (campaign) => {
      if (campaign) {
        queryClient.setQueryData(campaignKeys.byId(campaign.id), campaign);
        void queryClient.invalidateQueries({ queryKey: campaignKeys.careers(campaign.id) });
      }
      return queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
    },
  });
}

/** POST /Campaign/EndCampaign?campid= */
export function useEndCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<Campaign | null> =>
      campaignOrNull((await apiCall(campaignsRoutes.end, { query: { campid: id } })).data),
    onSuccess: (campaign) => {
      if (campaign) {
        queryClient.setQueryData(campaignKeys.byId(campaign.id), campaign);
        void queryClient.invalidateQueries({ queryKey: campaignKeys.careers(campaign.id) });
      }
      return queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
    },
  });
}

/** One question of the Save call: no id for a new question. */
export type SaveJobQuestion = QuestionListItem;

/** The body of POST /Campaign/SaveJob by domain name: the job (with its id once saved), its questions, voice and dialogs. */
export type SaveJobBody = Omit<WireSaveJobBody, 'campaign' | 'questions'> & {
  campaign: OffWire<WireSaveJobBody['campaign'], typeof wireNames.campaigns>;
  questions: SaveJobQuestion[];
};

/** What SaveJob answers: the saved job and its questions, and whether it was new. */
export interface SaveJobResult {
  campaign: Campaign;
  questions: Question[];
  created: boolean;
}

/** The body as sent: the job's and each question's fields under their wire names. */
export function saveJobBodyToWire(body: SaveJobBody): WireSaveJobBody {
  return { ...body, campaign: toWire(wireNames.campaigns, body.campaign), questions: body.questions.map(questionListItemToWire) };
}

/** One problem saveJobSchema finds: where in the body (domain names) and what. */
export interface SaveJobIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * The problems saveJobSchema (the schema the server validates SaveJob with) finds in a body, in
 * its order, each at its path by domain name (`['campaign', 'name']`, `['questions', 0, 'text']`).
 */
export function saveJobIssues(body: SaveJobBody): SaveJobIssue[] {
  const parsed = saveJobSchema.safeParse(saveJobBodyToWire(body));
  if (parsed.success) return [];
  return parsed.error.issues.map(({ path, message }) => {
    const [head, ...rest] = path;
    if (head === 'campaign' && rest.length > 0) return { path: [head, domainNameOf(wireNames.campaigns, rest[0]), ...rest.slice(1)], message };
    if (head === 'questions' && rest.length > 1) {
      return { path: [head, rest[0], domainNameOf(wireNames.questions, rest[1]), ...rest.slice(2)], message };
    }
    return { path: [...path], message };
  });
}

/** The body of POST /Campaign/SaveJob with the job's default voice and dialog texts. */
export function saveJobBody(campaign: SaveJobBody['campaign'], questions: SaveJobQuestion[]): SaveJobBody {
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
    mutationFn: async (body: SaveJobBody) => {
      const res = await apiCall(campaignsRoutes.saveJob, { json: saveJobBodyToWire(body) });
      const data: SaveJobResult = {
        campaign: campaignFromWire(res.data.campaign),
        questions: res.data.questions.map(questionFromWire),
        created: res.data.created,
      };
      return { ...res, data };
    },
    onSuccess: (res) => {
      const { campaign, questions } = res.data;
      queryClient.setQueryData(campaignKeys.byId(campaign.id), campaign);
      queryClient.setQueryData(questionKeys.byCampaign(campaign.id), questions);
      // A save queues a new interview build, and may list or unlist the job on its careers page.
      void queryClient.invalidateQueries({ queryKey: campaignKeys.build(campaign.id) });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.careers(campaign.id) });
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
    mutationFn: async (id: number): Promise<Campaign | null> =>
      campaignOrNull((await apiCall(campaignsRoutes.saveInterviewLink, { query: { pk_Campaign_ID: id } })).data),
    onSuccess: (campaign) => {
      if (campaign?.id) queryClient.setQueryData(campaignKeys.byId(campaign.id), campaign);
    },
  });
}
