import { CAMPAIGN_STATUS, MSG } from '@candid/shared';

/**
 * Campaign_Status values under which a job takes interviews: 1 (New: every saved job) and
 * 100 (Active). 0 is an ended job (EndCampaign); any other code set through
 * UpdateCampaignStatus is treated as paused.
 */
export const LIVE_CAMPAIGN_STATUSES: readonly number[] = [CAMPAIGN_STATUS.New, CAMPAIGN_STATUS.Active];

interface JobState {
  Campaign_Status: number;
  Campaign_Deleted: number;
  Campaign_StartDate: string;
  Campaign_EndDate: string;
}

/** Today as YYYY-MM-DD (UTC), the form campaign dates are stored in. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Why a candidate cannot take this job's interview now, or null when it is open. A job runs
 * from its start date to the end of its end date (UTC).
 */
export function interviewClosedReason(job: JobState, today = todayUtc()): string | null {
  if (job.Campaign_Deleted !== 0) return MSG.interviewUnavailable;
  if (job.Campaign_Status === 0 || job.Campaign_EndDate < today) return MSG.interviewEnded;
  if (!LIVE_CAMPAIGN_STATUSES.includes(job.Campaign_Status)) return MSG.interviewNotLive;
  if (job.Campaign_StartDate > today) return MSG.interviewNotYetOpen(job.Campaign_StartDate);
  return null;
}

/** Candidates may be invited to a live job that has not ended (also before its start date). */
export const canInviteTo = (job: JobState, today = todayUtc()) => {
  const reason = interviewClosedReason(job, today);
  return reason === null || reason === MSG.interviewNotYetOpen(job.Campaign_StartDate);
};
