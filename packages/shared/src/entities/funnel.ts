import { z } from 'zod';
import { CANDIDATE_CHANNELS, FUNNEL_STAGES } from '../funnel';
import { dashboardExportQuerySchema } from './careers';
import { candidateExperienceSummarySchema } from './candidateInterview';

/*
 * GET /api/Campaign/{id}/Funnel and GET /api/Dashboard/Funnel (issue 33): how many candidates
 * reached each stage, where the others stopped, how long finishing took, by channel. Counts only:
 * nothing here names or judges a candidate.
 */

const count = z.number().int();

export const funnelStageCountSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  count,
  /** count / the previous stage's count (0..1); null for the first stage or when the previous is 0. */
  conversion: z.number().nullable(),
});

export const funnelChannelSchema = z.object({
  channel: z.enum(CANDIDATE_CHANNELS),
  /** The stages in FUNNEL_STAGES order. */
  counts: z.array(count),
  /** finished / invited (0..1); null when none were invited. */
  completionRate: z.number().nullable(),
});

export const funnelDropOffSchema = z.object({
  /** The question they reached and did not get past (1-based). */
  question: z.number().int(),
  /** The question's text on a job's funnel; null on the company's. */
  text: z.string().nullable(),
  count,
});

export const funnelSchema = z.object({
  stages: z.array(funnelStageCountSchema),
  /** finished / invited (0..1); null when none were invited. */
  completionRate: z.number().nullable(),
  /** The median minutes from consent to finish (the lower bound of the bucket it falls in); null before anyone finished. */
  medianInterviewMinutes: z.number().nullable(),
  /** The median hours from invitation to finish (bucketed likewise). */
  medianResponseHours: z.number().nullable(),
  /** Candidates who began and did not finish, by the question they reached. */
  dropOffByQuestion: z.array(funnelDropOffSchema),
  /** Each channel any candidate came by, in CANDIDATE_CHANNELS order. */
  byChannel: z.array(funnelChannelSchema),
  /** How candidates rated the interview (issue 33), the average only from 5 ratings. */
  experience: candidateExperienceSummarySchema,
  /** The invitation months counted (YYYY-MM, UTC; whole months, as the other dashboard series). */
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type Funnel = z.infer<typeof funnelSchema>;
export type FunnelStageCount = z.infer<typeof funnelStageCountSchema>;
export type FunnelChannel = z.infer<typeof funnelChannelSchema>;

/** GET /api/Dashboard/Funnel?startDate&endDate: the dashboard's range, as its export takes it (whole UTC months of invitation). */
export const funnelRangeQuerySchema = dashboardExportQuerySchema;
export type FunnelRangeQuery = z.infer<typeof funnelRangeQuerySchema>;
