/*
 * The completion funnel (issue 33): the stages a candidate passes, the channels they come by, and
 * the buckets durations are counted in. No zod here: the candidate app may import it.
 */

/** How a candidate came to the job (campaign_lines.channel). */
export const CANDIDATE_CHANNELS = ['email', 'sms', 'public_link', 'careers', 'job_board', 'api'] as const;
export type CandidateChannel = (typeof CANDIDATE_CHANNELS)[number];

export const CHANNEL_LABELS: Record<CandidateChannel, string> = {
  email: 'Email',
  sms: 'Text message',
  public_link: 'Public link',
  careers: 'Careers page',
  job_board: 'Job board',
  api: 'API',
};

/** The funnel's stages in order; a candidate who reached one has reached every earlier one. */
export const FUNNEL_STAGES = ['invited', 'delivered', 'opened', 'consented', 'started', 'finished'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  invited: 'Invited',
  delivered: 'Delivered',
  opened: 'Opened',
  consented: 'Consented',
  started: 'Started',
  finished: 'Finished',
};

/** What each stage means, for the chart's table and screen readers. */
export const FUNNEL_STAGE_HELP: Record<FunnelStage, string> = {
  invited: 'Candidates invited, or who registered through a link',
  delivered: 'Their invitation reached them (mail accepted, text message delivered)',
  opened: 'They opened their link',
  consented: 'They agreed to the recording and began',
  started: 'They answered at least one question',
  finished: 'They finished the interview',
};

/**
 * The lower bounds of the buckets durations are counted in (the rollup keeps counts per bucket,
 * so the median is the bucket the middle candidate falls in): minutes of an interview, hours from
 * invitation to finish. The last bucket is open-ended.
 */
export const INTERVIEW_MINUTE_BUCKETS = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 90, 120, 180, 240, 480, 1440] as const;
export const RESPONSE_HOUR_BUCKETS = [0, 1, 2, 3, 4, 6, 8, 12, 18, 24, 36, 48, 72, 96, 120, 168, 240, 336, 504, 720] as const;
