import { z } from 'zod';
import { ACCOMMODATION_REQUEST_MAX, ACCOMMODATION_TIMES } from '../accommodations';
import { CANDIDATE_MSG } from '../candidateMessages';
import { CANDIDATE_LOCALES } from '../locales';
import { CANDIDATE_EXPERIENCE } from '../constants';
import { MSG } from '../messages';
import { candidateEmailSchema } from './campaign';
import { queryIdSchema } from './columns';
import { answerValueSchema, questionKindSchema } from './question';

/*
 * The candidate interview (issue 4, DESIGN §6): the public, token-scoped API that the candidate
 * app at /invite/{campaignId}/{enterpriseId} talks to, and the employer-side invite contract.
 * docs/api-interview.md describes the calls.
 */

/**
 * CampaignLine_Status (SPEC §4 leaves the values open). The order is the pipeline's: a line only
 * moves forward through 0..2 by the candidate's actions; 3..6 are the hiring team's decisions on
 * a finished interview; 7 is an invitation the team withdrew before the candidate finished.
 */
export const CAMPAIGN_LINE_STATUS = {
  Invited: 0,
  Started: 1,
  Completed: 2,
  Reviewed: 3,
  Shortlisted: 4,
  Rejected: 5,
  Hired: 6,
  Withdrawn: 7,
} as const;
export type CampaignLineStatus = (typeof CAMPAIGN_LINE_STATUS)[keyof typeof CAMPAIGN_LINE_STATUS];

export const CAMPAIGN_LINE_STATUS_LABEL: Record<CampaignLineStatus, string> = {
  0: 'Not started',
  1: 'In progress',
  2: 'Completed',
  3: 'Reviewed',
  4: 'Shortlisted',
  5: 'Rejected',
  6: 'Hired',
  7: 'Withdrawn',
};

/** Per-job interview settings with their defaults (issue 4). */
export const INTERVIEW_DEFAULTS = {
  thinkTimeSeconds: 30,
  answerTimeLimitSeconds: 120,
  retakes: 1,
  untimed: false,
} as const;

/**
 * GET /api/interview/{campaignId}/{enterpriseId}: the landing data; it needs the public link's
 * secret (`?link=`) or the candidate's token (docs/api-interview.md). The job's internal name
 * is not part of it.
 */
export const interviewLandingSchema = z.object({
  campaignId: z.number().int(),
  enterpriseId: z.number().int(),
  jobTitle: z.string(),
  /** The employer shown to the candidate: the client employer when one is chosen, else the enterprise. */
  employer: z.object({
    name: z.string(),
    initials: z.string().nullable(),
    colour: z.string().nullable(),
    backgroundColour: z.string().nullable(),
    /** Same-origin URL of the logo, or null to show initials. */
    logoUrl: z.string().nullable(),
  }),
  questionCount: z.number().int(),
  /** Think + answer time of every question, rounded up, in minutes. */
  estimatedMinutes: z.number().int(),
  settings: z.object({
    thinkTimeSeconds: z.number().int(),
    answerTimeLimitSeconds: z.number().int(),
    retakes: z.number().int(),
    untimed: z.boolean(),
  }),
  /** Issue 32: the accommodation granted to the candidate whose link this is (settings already apply it), or null. */
  accommodation: z
    .object({ time: z.enum(ACCOMMODATION_TIMES).nullable(), extraRetakes: z.number().int(), endDate: z.string().nullable() })
    .nullable()
    .optional(),
  voice: z.string(),
  language: z.string(),
  introductionText: z.string(),
  closingText: z.string(),
  privacyPolicyUrl: z.string(),
  /** False when the job has ended or is not live; `closedReason` says why. */
  open: z.boolean(),
  closedReason: z.string().nullable(),
  /**
   * The job's start date (YYYY-MM-DD) while it has not opened yet (open is false): the candidate
   * is told when to come back rather than that the interview is closed.
   */
  opensOn: z.string().nullable(),
  /** Opened by a legacy job's bare link: its secret, for the app to put in the address. */
  link: z.string().optional(),
});
export type InterviewLanding = z.infer<typeof interviewLandingSchema>;

/** POST /api/interview/{c}/{e}/start: a candidate arriving by the public link. */
/** The secret of a job's public link, as the link carries it. */
export const publicLinkSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'This link is not valid.');

/** GET /api/interview/{c}/{e}: the public link's secret, when the page was opened by it. */
export const interviewLandingQuerySchema = z.object({ link: publicLinkSecretSchema.optional() });

/** POST /api/interview/{c}/{e}/accommodation (issue 32): the candidate asks the team for an accommodation, in their words. */
export const interviewAccommodationRequestSchema = z.object({
  request: z
    .string()
    .trim()
    .min(1, CANDIDATE_MSG.accommodationRequestEmpty)
    .max(ACCOMMODATION_REQUEST_MAX, CANDIDATE_MSG.accommodationRequestTooLong),
});
export type InterviewAccommodationRequest = z.infer<typeof interviewAccommodationRequestSchema>;

export const interviewStartInputSchema = z.object({
  firstName: z.string().trim().min(1, 'Please enter your first name').max(100),
  lastName: z.string().trim().min(1, 'Please enter your last name').max(100),
  email: candidateEmailSchema,
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+()0-9 .-]*$/, 'Please enter a valid phone number')
    .optional()
    .default(''),
  /** The secret of the job's public link (its `?link=`); only jobs older than it go without. */
  link: publicLinkSecretSchema.optional(),
  /** Where the public link was published (its `?via=`): the careers page or a job board (issue 33, the funnel's channel). */
  via: z.enum(['careers', 'job_board']).optional(),
});
export type InterviewStartInput = z.input<typeof interviewStartInputSchema>;

/** PUT /api/interview/{c}/{e}/candidate: an invited candidate completes their details. */
export const interviewCandidateUpdateSchema = interviewStartInputSchema.omit({ email: true, via: true });

/** POST /api/interview/{c}/{e}/consent */
export const interviewConsentInputSchema = z.object({
  consent: z.literal(true, { error: MSG.interviewConsentRequired }),
  /** The language of the page the candidate consented on (issue 32): the sentence recorded is that language's. */
  language: z.enum(CANDIDATE_LOCALES).optional(),
});

/** One recorded attempt as the candidate sees it. */
export const interviewAttemptSchema = z.object({
  responseId: z.number().int(),
  attempt: z.number().int(),
  /** 0 uploading, 1 uploaded, 2 ready, 3 failed (QUESTION_RESPONSE_STATUS). */
  status: z.number().int(),
  durationMs: z.number().int().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The tus upload URL while status is 0, so a reload can resume it. */
  uploadUrl: z.string().nullable(),
});

/**
 * A question's settings as the candidate sees them (issue 29): the options without which
 * qualify, the number's min and max without the qualifying range, the text's limits. The
 * screening rule is never sent to the candidate.
 */
export const candidateQuestionSettingsSchema = z.object({
  options: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  wordLimit: z.number().int().optional(),
  timeLimitSeconds: z.number().int().optional(),
});
export type CandidateQuestionSettings = z.infer<typeof candidateQuestionSettingsSchema>;

/**
 * Where screening left the interview: ended true when the job ends interviews on a disqualifying
 * answer and the candidate gave one (message: the recruiter's words); further answers are then
 * refused (409).
 */
export const interviewScreeningStateSchema = z.object({ ended: z.boolean(), message: z.string().nullable() });

/** PUT .../answers/{questionId} and POST .../answers/{questionId}/file: the saved answer. */
export const interviewSavedAnswerSchema = z.object({
  questionId: z.number().int(),
  answer: answerValueSchema,
  screening: interviewScreeningStateSchema,
});

/** GET /api/interview/{c}/{e}/session (token): where the candidate is. */
export const interviewSessionSchema = z.object({
  campaignLineId: z.number().int(),
  candidate: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  consentAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  resume: z.object({ name: z.string(), sizeBytes: z.number().int(), uploadedAt: z.string() }).nullable(),
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      order: z.number().int(),
      text: z.string(),
      /** Same-origin URL of the spoken question (needs the token header), or null: use speechSynthesis. */
      audioUrl: z.string().nullable(),
      /** The question's avatar video (video/mp4, Range-capable) when the interview build made one; else null. */
      videoUrl: z.string().nullable(),
      attempts: z.array(interviewAttemptSchema),
      /** Attempts still allowed (first recording included). */
      attemptsLeft: z.number().int(),
      /** Issue 29: how the question is answered; recordings only for video and audio. */
      kind: questionKindSchema,
      /** False: the candidate may leave it unanswered. */
      required: z.boolean(),
      settings: candidateQuestionSettingsSchema,
      /** The saved answer of a kind other than video and audio, or null. */
      answer: answerValueSchema.nullable(),
      /** A screening question (asked before any recorded question). */
      screening: z.boolean(),
    }),
  ),
  screening: interviewScreeningStateSchema,
  /** Issue 29: the job's application form (filled in after consent, before the questions); null: none. */
  form: z.object({ submittedAt: z.string().nullable() }).nullable(),
  /** Issue 33: the candidate's own rating of the interview, once given; null before. */
  experience: z.object({ rating: z.number().int(), comment: z.string().nullable() }).nullable(),
});
export type InterviewSession = z.infer<typeof interviewSessionSchema>;

/** PUT /api/interview/{c}/{e}/experience (issue 33): the finished candidate rates the interview (a new rating replaces it). */
export const interviewExperienceInputSchema = z.object({
  rating: z
    .number({ error: CANDIDATE_MSG.experienceRatingInvalid })
    .int(CANDIDATE_MSG.experienceRatingInvalid)
    .min(1, CANDIDATE_MSG.experienceRatingInvalid)
    .max(5, CANDIDATE_MSG.experienceRatingInvalid),
  comment: z
    .string()
    .trim()
    .max(CANDIDATE_EXPERIENCE.commentMax, CANDIDATE_MSG.experienceCommentTooLong)
    .nullish()
    .transform((comment) => comment || null),
});
export type InterviewExperienceInput = z.infer<typeof interviewExperienceInputSchema>;
export const interviewExperienceSchema = interviewSessionSchema.shape.experience.unwrap();

/** GET /api/Campaign/{id}/CandidateExperience (issue 33): how candidates rated the job's interview, as a whole only. */
export const candidateExperienceSummarySchema = z.object({
  RatingCount: z.number().int(),
  /** The average to one decimal, only from CANDIDATE_EXPERIENCE.minRatings ratings on; null below. */
  AverageRating: z.number().nullable(),
});
export type CandidateExperienceSummary = z.infer<typeof candidateExperienceSummarySchema>;

/** tus Upload-Metadata of an answer upload (values are base64 in the header, as tus requires). */
export const answerUploadMetadataSchema = z.object({
  campaignId: queryIdSchema,
  enterpriseId: queryIdSchema,
  questionId: queryIdSchema,
  /** The browser's recording type, e.g. video/webm;codecs=vp8,opus or video/mp4. */
  filetype: z.string().regex(/^(video|audio)\/(webm|mp4|x-matroska|ogg)(;.*)?$/i),
  /**
   * The browser's own random key for this recording. A creation repeated with the same key (its
   * answer was lost to a dropped connection or a crash) gets the same upload back, not a second
   * attempt.
   */
  uploadKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'uploadKey must be 16 to 100 letters, digits, - or _.').optional(),
});

/** Employer side: GET /Campaign/{id}/InterviewBuild */
export const interviewBuildSchema = z.object({
  state: z.enum(['none', 'queued', 'running', 'ready', 'failed']),
  audioSource: z.enum(['provider', 'browser']),
  questionsTotal: z.number().int(),
  questionsDone: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type InterviewBuild = z.infer<typeof interviewBuildSchema>;

/**
 * POST /Message/SendEmail response rows, read like the team-invite rows (SPEC §7):
 * [campaignLineId or null, status ('200' sent, '409' already invited, '400' invalid, '402' over the plan), message, email].
 */
export type InviteResultRow = [number | null, '200' | '409' | '400' | '402', string, string];
