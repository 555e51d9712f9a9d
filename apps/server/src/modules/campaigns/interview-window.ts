import { LIVE_CAMPAIGN_STATUSES, MSG, accommodatedEndDate, type Accommodation } from '@candid/shared';
import { readableDate } from '../../platform/dates';
import type { CampaignRow } from './read-model';

/** What decides whether a job's interview is open. */
type JobWindow = Pick<CampaignRow, 'status' | 'deleted' | 'startDate' | 'endDate'>;

/** Today as YYYY-MM-DD (UTC), the form campaign dates are stored in. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Why a candidate cannot take this job's interview now, or null when it is open. A job runs
 * from its start date to the end of its end date (UTC).
 */
export function interviewClosedReason(job: JobWindow, today = todayUtc()): string | null {
  if (job.deleted !== 0) return MSG.interviewUnavailable;
  if (job.status === 0 || job.endDate < today) return MSG.interviewEnded;
  if (!LIVE_CAMPAIGN_STATUSES.includes(job.status)) return MSG.interviewPaused;
  if (job.startDate > today) return MSG.interviewNotYetOpen(readableDate(job.startDate));
  return null;
}

/** A live job whose start date is still ahead: it takes invitations but not interviews yet. */
export const isScheduled = (job: JobWindow, today = todayUtc()) =>
  interviewClosedReason(job, today) === MSG.interviewNotYetOpen(readableDate(job.startDate));

/** Candidates may be invited to a live job that has not ended (also before its start date). */
export const acceptsInvites = (job: JobWindow, today = todayUtc()) =>
  interviewClosedReason(job, today) === null || isScheduled(job, today);


/** The job's window as one candidate has it: their own later deadline (issue 32) moves its end. */
export const candidateWindow = <J extends JobWindow>(job: J, candidate: { accommodation: Pick<Accommodation, 'endDate'> }): J => ({
  ...job,
  endDate: accommodatedEndDate(job.endDate, candidate.accommodation),
});
