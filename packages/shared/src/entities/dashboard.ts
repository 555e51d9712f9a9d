import { z } from 'zod';
import { campaignReplyDateSchema } from './campaign';
import { candidateListRowSchema } from './review';
import { int4 as int, queryIdSchema as positiveId, smallint } from './columns';

/*
 * The dashboard (issue 5): counts, the latest interview, top jobs and candidates, and per-month
 * series. docs/api-review.md ("Top candidates and dashboard") describes the calls. A Hiring
 * Manager sees only the jobs whose hiring manager they are; deleted jobs never count.
 */

export const DASHBOARD_LIMITS = {
  /** A per-month range spans at most this many years (end ≤ start + 5 years). */
  maxRangeYears: 5,
  topCampaigns: 6,
  topCandidates: 5,
} as const;

export const DASHBOARD_RANGE_MESSAGES = {
  date: 'Dates are YYYY-MM-DD.',
  order: 'The end date must not be before the start date.',
  tooLong: `The range must not exceed ${DASHBOARD_LIMITS.maxRangeYears} years.`,
} as const;

/** Whether `s` is a calendar date YYYY-MM-DD (UTC) that exists. */
export function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A calendar date YYYY-MM-DD (UTC) that exists. */
export const dashboardDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DASHBOARD_RANGE_MESSAGES.date)
  .refine(isRealDate, DASHBOARD_RANGE_MESSAGES.date);

/** The last day a range starting on `start` (YYYY-MM-DD) may end on. */
export function maxRangeEnd(start: string): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + DASHBOARD_LIMITS.maxRangeYears);
  return d.toISOString().slice(0, 10);
}

/**
 * Path of GET /Campaign/GetCampaignsPerMonth, /CampaignLine/GetInvitesPerMonth and
 * /Interview/GetInterviewsPerMonth: `{startDate}/{endDate}/{id}`, id = the session's enterprise.
 */
export const monthlyRangeParamsSchema = z
  .object({ startDate: dashboardDateSchema, endDate: dashboardDateSchema, id: positiveId })
  .superRefine((v, ctx) => {
    // zod runs this even when a date failed its own check: compare real dates only.
    if (!isRealDate(v.startDate) || !isRealDate(v.endDate)) return;
    if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: DASHBOARD_RANGE_MESSAGES.order });
    else if (v.endDate > maxRangeEnd(v.startDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: DASHBOARD_RANGE_MESSAGES.tooLong });
  });
export type MonthlyRangeParams = z.infer<typeof monthlyRangeParamsSchema>;

/** One month of a series; months are UTC, every month of the range is present (zero-filled). */
export const monthlyCountSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count: int });
export type MonthlyCount = z.infer<typeof monthlyCountSchema>;
export const monthlySeriesSchema = z.array(monthlyCountSchema);

/** The months (YYYY-MM) from the month of `start` to the month of `end`, inclusive. */
export function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  const last = end.slice(0, 7);
  for (;;) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (month > last) return months;
    months.push(month);
    if (++m > 12) {
      m = 1;
      y++;
    }
  }
}

/** GET /Dashboard/Summary */
export const dashboardSummarySchema = z.object({
  /** Completed interviews (campaign lines with a completion). */
  interviewCount: int,
  /** Jobs (not deleted), whatever their status. */
  campaignCount: int,
  /** Candidates invited or arrived through the job link (campaign lines). */
  inviteCount: int,
  /** The most recently completed interview, or null. */
  latestInterview: candidateListRowSchema.nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/**
 * A job on the dashboard: GET /Campaign/GetTopSixActiveCampaigns and
 * GET /Dashboard/GetAllActiveCampaign. Active = status 1 (New) or 100 (Active), not deleted,
 * end date today or later (UTC).
 */
export const dashboardCampaignSchema = z.object({
  pk_Campaign_ID: int,
  Campaign_Name: z.string(),
  Campaign_Job_Title: z.string(),
  Campaign_Status: smallint,
  /** YYYY/MM/DD, as every campaign date sent (campaignReplyDateSchema). */
  Campaign_StartDate: campaignReplyDateSchema,
  Campaign_EndDate: campaignReplyDateSchema,
  /** Candidates (campaign lines) of the job. */
  CandidateCount: int,
  /** Of which completed their interview. */
  CompletedCount: int,
});
export type DashboardCampaign = z.infer<typeof dashboardCampaignSchema>;

/** Query of GetTopSixActiveCampaigns and GetAllActiveCampaign: optional, must be the session's enterprise. */
export const dashboardEnterpriseQuerySchema = z.object({ enterprise_ID: positiveId.optional() });

/** GET /Dashboard/GetTopFiveCandidateByCampaignId?CampaignId */
export const topCandidatesQuerySchema = z.object({ CampaignId: positiveId });

/**
 * A top candidate: a completed candidate list row plus the average of the team's ratings of their
 * answers. Order: candidate average rating, then answer average (unrated last), then earliest completion.
 */
export const topCandidateSchema = candidateListRowSchema.extend({ AnswerAverageRating: z.number().nullable() });
export type TopCandidate = z.infer<typeof topCandidateSchema>;
