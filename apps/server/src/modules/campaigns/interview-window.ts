import { LIVE_CAMPAIGN_STATUSES, MSG } from '@candid/shared';
import { readableDate } from '../../platform/dates';

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
  if (!LIVE_CAMPAIGN_STATUSES.includes(job.Campaign_Status)) return MSG.interviewPaused;
  if (job.Campaign_StartDate > today) return MSG.interviewNotYetOpen(readableDate(job.Campaign_StartDate));
  return null;
}

/** A live job whose start date is still ahead: it takes invitations but not interviews yet. */
export const isScheduled = (job: JobState, today = todayUtc()) =>
  interviewClosedReason(job, today) === MSG.interviewNotYetOpen(readableDate(job.Campaign_StartDate));

/** Candidates may be invited to a live job that has not ended (also before its start date). */
export const acceptsInvites = (job: JobState, today = todayUtc()) =>
  interviewClosedReason(job, today) === null || isScheduled(job, today);

