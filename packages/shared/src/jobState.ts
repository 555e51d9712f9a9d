import { CAMPAIGN_STATUS } from './constants';

/**
 * What a job is, derived from its status code, its dates and its questions; the job list, its
 * filter, its chip, the invite screen and the dashboard all use this one rule.
 * - ended: closed with EndCampaign (code 0) or past its end date;
 * - paused: a code other than New (1) or Active (100), set through UpdateCampaignStatus;
 * - draft: no questions yet, so there is nothing to answer;
 * - scheduled: its start date is ahead; candidates can be invited and are told when it opens;
 * - open: taking interviews now (shown as "Active").
 */
export const JOB_STATES = ['open', 'scheduled', 'draft', 'paused', 'ended'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Record<JobState, string> = {
  open: 'Active',
  scheduled: 'Scheduled',
  draft: 'Draft',
  paused: 'Paused',
  ended: 'Ended',
};

/** Status codes under which a job takes interviews (1 New, every saved job; 100 Active). */
export const LIVE_CAMPAIGN_STATUSES: readonly number[] = [CAMPAIGN_STATUS.New, CAMPAIGN_STATUS.Active];

/** The part of a job its state is read from, by its domain names (the wire's Campaign_Status, Campaign_StartDate, Campaign_EndDate). */
export interface JobStateInput {
  status: number;
  /** YYYY-MM-DD or YYYY/MM/DD. */
  startDate: string | null;
  endDate: string | null;
  /** Live questions; leave out when not known (the job is then never a draft). */
  questionCount?: number;
}

const isoDay = (date: string | null) => (date ? date.slice(0, 10).replaceAll('/', '-') : null);

/** The job's state on `today` (YYYY-MM-DD; by default today in UTC, as the server decides). */
export function jobStateOf(job: JobStateInput, today = new Date().toISOString().slice(0, 10)): JobState {
  const start = isoDay(job.startDate);
  const end = isoDay(job.endDate);
  if (job.status === 0 || (end !== null && end < today)) return 'ended';
  if (!LIVE_CAMPAIGN_STATUSES.includes(job.status)) return 'paused';
  if (job.questionCount === 0) return 'draft';
  if (start !== null && start > today) return 'scheduled';
  return 'open';
}
