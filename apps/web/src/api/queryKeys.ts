import type { ApplicationResponseInput, JobState } from '@candid/shared';

/*
 * Every TanStack Query key of the app, from these factories only: a key read in one place and
 * invalidated in another cannot drift apart, and each factory's prefix (e.g. `campaignKeys.lists`)
 * invalidates exactly its family.
 */

export type CampaignSort = 'startDate' | 'endDate' | 'created';
export type SortDirection = 'asc' | 'desc';

/** The job list's filters as the user set them. */
export interface CampaignListFilters {
  search: string;
  sort: CampaignSort;
  dir: SortDirection;
  /** The jobs in one state, or undefined for all. */
  state?: JobState;
}

/** The candidate list's filters as the user set them. */
export interface CandidateListFilters {
  search: string;
  campaignId?: number;
  /** A CAMPAIGN_LINE_STATUS value, or undefined for all. */
  status?: number;
  /** What `search` looks in: names and emails (the default) or what the candidates said (issue 15). */
  searchIn?: CandidateSearchScope;
  /** Issue 29: only the candidates who met every screening question ('met'), or who did not ('unmet'); undefined for all. */
  screening?: 'met' | 'unmet';
}

export type CandidateSearchScope = 'names' | 'transcripts';

export type MonthlySeriesKind = 'campaigns' | 'invites' | 'interviews';

/** A range of whole months, as the per-month calls take it (YYYY-MM-DD, both ends inclusive). */
export interface MonthRange {
  startDate: string;
  endDate: string;
}

export const campaignKeys = {
  all: ['campaign'] as const,
  lists: ['campaign', 'list'] as const,
  list: (filters: CampaignListFilters) => ['campaign', 'list', filters] as const,
  byId: (id: number) => ['campaign', 'byId', id] as const,
  remaining: (enterpriseId: number) => ['campaign', 'remaining', enterpriseId] as const,
  build: (id: number) => ['campaign', 'build', id] as const,
  /** The job's careers page: its address and what it answers (changes with the job's state). */
  careers: (id: number) => ['campaign', 'careers', id] as const,
  /** The job's completion funnel (issue 33). */
  funnel: (id: number) => ['campaign', 'funnel', id] as const,
};

export const questionKeys = {
  byCampaign: (campaignId: number) => ['question', 'byCampaign', campaignId] as const,
};

export const candidateKeys = {
  all: ['candidate'] as const,
  lists: ['candidate', 'list'] as const,
  list: (filters: CandidateListFilters) => ['candidate', 'list', filters] as const,
  byId: (id: number) => ['candidate', 'byId', id] as const,
  answers: (lineId: number) => ['candidate', 'answers', lineId] as const,
  /** The answers refetched while some are still being processed (the ids waited for). */
  answersProcessing: (lineId: number, waiting: readonly number[]) =>
    ['candidate', 'answers', lineId, 'processing', waiting.join(',')] as const,
};

/** Transcripts, captions and summaries (issue 15): an answer's by id, or through a share link. */
export const transcriptKeys = {
  answer: (responseId: number) => ['transcript', 'answer', responseId] as const,
  shared: (token: string, responseId: number) => ['transcript', 'share', token, responseId] as const,
  summaries: ['transcript', 'summary'] as const,
  summary: (lineId: number) => ['transcript', 'summary', lineId] as const,
  settings: ['transcript', 'settings'] as const,
};

/** Who writes generated questions and descriptions, and in which languages (issue 32). */
export const generationKeys = {
  languages: ['generation', 'languages'] as const,
};

/** API keys and webhooks (issue 17). */
export const integrationKeys = {
  apiKeys: ['integrations', 'apiKeys'] as const,
  webhooks: ['integrations', 'webhooks'] as const,
  deliveries: (webhookId: number) => ['integrations', 'webhooks', webhookId, 'deliveries'] as const,
};

export const dataRequestKeys = {
  list: ['dataRequests'] as const,
};

export const auditKeys = {
  all: ['audit'] as const,
  line: (lineId: number) => ['audit', 'line', lineId] as const,
};

/** Candidate data lifecycle (issue 16): the retention setting and a candidate's deletion date and consent. */
export const lifecycleKeys = {
  retention: ['lifecycle', 'retention'] as const,
  candidate: (lineId: number) => ['lifecycle', 'candidate', lineId] as const,
};

export const ratingKeys = {
  candidate: (lineId: number) => ['rating', 'candidate', lineId] as const,
};

export const commentKeys = {
  byCampaign: (campaignId: number) => ['comment', 'byCampaign', campaignId] as const,
  byAnswer: (questionResponseId: number) => ['comment', 'byAnswer', questionResponseId] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
  topActive: ['dashboard', 'topActive'] as const,
  active: ['dashboard', 'active'] as const,
  topCandidates: (campaignId: number) => ['dashboard', 'topCandidates', campaignId] as const,
  perMonth: (kind: MonthlySeriesKind, range: MonthRange) => ['dashboard', 'perMonth', kind, range.startDate, range.endDate] as const,
  /** The company's completion funnel over the range (issue 33). */
  funnel: (range: MonthRange) => ['dashboard', 'funnel', range.startDate, range.endDate] as const,
};

export const employerKeys = {
  byEnterprise: (enterpriseId: number) => ['employer', 'byEnterprise', enterpriseId] as const,
  team: (enterpriseId: number) => ['employer', 'team', enterpriseId] as const,
  /** GET /Employer: every client of the caller's enterprise (the Clients page). */
  all: ['employer', 'all'] as const,
  byId: (id: number) => ['employer', 'byId', id] as const,
};

export const enterpriseKeys = {
  byId: (id: number) => ['enterprise', id] as const,
  /** GET /Enterprise: the caller's own enterprise. */
  mine: ['enterprise', 'mine'] as const,
};

export const inviteKeys = {
  remaining: (enterpriseId: number) => ['invites', 'remaining', enterpriseId] as const,
};

/** The team invitation behind /invite/{id}/{eId}/{statusId}. */
export const invitationKeys = {
  all: ['invitation'] as const,
  of: (userId?: number | string, enterpriseId?: number | string, token?: string) => ['invitation', userId, enterpriseId, token] as const,
};

export const referenceKeys = {
  categories: ['reference', 'categories'] as const,
  subCategories: (id: number) => ['reference', 'subCategories', id] as const,
  countries: ['reference', 'countries'] as const,
  locations: (countryCode: string, text: string) => ['reference', 'locations', countryCode, text] as const,
};

export const shareKeys = {
  byCampaign: (campaignId: number) => ['reviewShare', 'byCampaign', campaignId] as const,
  guestRatings: (lineId: number) => ['reviewShare', 'guestRatings', lineId] as const,
};

export const publicShareKeys = {
  view: (token: string) => ['publicShare', token] as const,
};

/** The templated response email, previewed for one input. */
export const applicationResponseKeys = {
  preview: (input: ApplicationResponseInput | null) => ['applicationResponsePreview', input] as const,
};

/** The privacy policy and terms: a company's (by id) or the platform's (null). */
export const snippetKeys = {
  one: (name: string, enterpriseId: number | null) => ['snippet', name, enterpriseId] as const,
};

/** The company's plan and its usage. */
export const planKeys = {
  summary: ['plan', 'summary'] as const,
};

/** The packages on offer, the payments history and the card on file. */
export const billingKeys = {
  packages: ['billing', 'packages'] as const,
  history: (enterpriseId: number) => ['billing', 'history', enterpriseId] as const,
  paymentMethod: ['billing', 'paymentMethod'] as const,
};

export const templateKeys = {
  all: ['templates'] as const,
  list: ['templates', 'list'] as const,
  questions: (templateId: number) => ['templates', 'questions', templateId] as const,
  jobDescriptions: ['jobDescriptions'] as const,
};

/** Application forms (issue 29, /custom-form). */
export const formKeys = {
  all: ['forms'] as const,
  list: ['forms', 'list'] as const,
  ofJob: (campaignId: number) => ['forms', 'job', campaignId] as const,
  /** A candidate's filled-in form. */
  ofLine: (lineId: number) => ['forms', 'line', lineId] as const,
};

export const userKeys = {
  all: ['user'] as const,
  byEmails: ['user', 'byEmail'] as const,
  byEmail: (email: string) => ['user', 'byEmail', email.toLowerCase()] as const,
  byId: (id: number) => ['user', 'byId', id] as const,
  /** The team list of the /user page, searched. */
  teams: ['user', 'team'] as const,
  team: (enterpriseId: number, search: string) => ['user', 'team', enterpriseId, search] as const,
};

/** The signed-in user's own account: sessions (the password has no cached state). */
export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
};

export const notificationKeys = {
  all: ['notification'] as const,
  list: (userId: number) => ['notification', 'list', userId] as const,
};

export const jobBoardKeys = {
  settings: ['jobBoards', 'settings'] as const,
  ofJob: (campaignId: number) => ['jobBoards', 'job', campaignId] as const,
  boardCategories: ['jobBoards', 'categories'] as const,
  places: (text: string) => ['jobBoards', 'places', text] as const,
};
