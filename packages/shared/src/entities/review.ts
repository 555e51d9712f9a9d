import { CANDIDATE_CHANNELS } from '../funnel';
import { z } from 'zod';
import { ACCOMMODATION_MAX_EXTRA_RETAKES, ACCOMMODATION_TIMES } from '../accommodations';
import { campaignDateSchema } from './campaign';
import { CAMPAIGN_LINE_STATUS } from './candidateInterview';
import {
  candidateRatingSchema,
  candidateResumeSchema,
  questionResponseRatingInputSchema,
  questionResponseRatingSchema,
  questionResponseSchema,
} from './interview';
import { idSchema as positiveId, int4 as int, queryIdSchema as queryId, smallint } from './columns';
import { transcriptMatchSchema } from './transcript';
import { answerValueSchema, withQuestionKind } from './question';

/*
 * Reviewing candidates (issue 5): the candidate lists and detail, status decisions and ratings.
 * docs/api-review.md describes the calls; the rating row and input schemas live in interview.ts.
 */

/** A team average: null when nobody rated, else rounded to one decimal. */
const average = z.number().nullable();

/**
 * Where a candidate is in the interview, which decides what the team may do: only a finished
 * interview ('completed') takes a decision (Reviewed to Hired, shortlist or reject); a candidate
 * who has not finished ('notStarted', 'inProgress') may be reminded or have the invitation
 * withdrawn ('withdrawn'). Finished means the candidate completed it (CampaignLine_CompletedAt).
 */
export type CandidateStage = 'notStarted' | 'inProgress' | 'completed' | 'withdrawn';

export function candidateStage(line: { status: number; startedAt: string | null; completedAt: string | null }): CandidateStage {
  if (line.status === CAMPAIGN_LINE_STATUS.Withdrawn) return 'withdrawn';
  if (line.completedAt) return 'completed';
  if (line.startedAt || line.status === CAMPAIGN_LINE_STATUS.Started) return 'inProgress';
  return 'notStarted';
}

/** Statuses the hiring team sets (3..6) on a finished interview; 0..2 follow the candidate's own progress. */
export const DECISION_STATUSES = [
  CAMPAIGN_LINE_STATUS.Reviewed,
  CAMPAIGN_LINE_STATUS.Shortlisted,
  CAMPAIGN_LINE_STATUS.Rejected,
  CAMPAIGN_LINE_STATUS.Hired,
] as const;

export const CANDIDATE_STATUS_DECISION_MESSAGE = 'Only Reviewed, Shortlisted, Rejected or Hired can be set.';

const decisionStatus = (n: z.ZodNumber) =>
  n
    .int()
    .min(CAMPAIGN_LINE_STATUS.Reviewed, CANDIDATE_STATUS_DECISION_MESSAGE)
    .max(CAMPAIGN_LINE_STATUS.Hired, CANDIDATE_STATUS_DECISION_MESSAGE);

export const CANDIDATE_LIST_LIMITS = { defaultLimit: 25, maxLimit: 100, bulkMax: 500, rateBatchMax: 100 } as const;

/** GET /CampaignLine: per job (campaignId) or across the enterprise's jobs, newest first. */
export const candidateListQuerySchema = z.object({
  /** Optional; when given it must be the session's enterprise (else 404). */
  enterpriseId: queryId.optional(),
  campaignId: queryId.optional(),
  /** Matches first name, last name, full name or email, case-insensitively. */
  searchText: z.string().max(200).optional(),
  /** Full-text search over the answers' transcripts (issue 15); rows then carry TranscriptMatch. */
  transcriptQuery: z.string().trim().min(1).max(200).optional(),
  status: z.coerce.number().int().min(0).max(CAMPAIGN_LINE_STATUS.Withdrawn).optional(),
  /** Issue 29: 'unmet' only candidates with a disqualifying screening answer, 'met' only the others. */
  screening: z.enum(['met', 'unmet']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CANDIDATE_LIST_LIMITS.maxLimit).default(CANDIDATE_LIST_LIMITS.defaultLimit),
});
export type CandidateListQuery = z.input<typeof candidateListQuerySchema>;

/** A row of the candidate lists (and of the dashboard's latest interview). */
export const candidateListRowSchema = z.object({
  pk_CampaignLine_ID: int,
  fk_Campaign_ID: int,
  Campaign_Name: z.string(),
  CampaignLine_Status: smallint,
  CampaignLine_CandidateEmail: z.string(),
  CampaignLine_CandidateFirstName: z.string().nullable(),
  CampaignLine_CandidateLastName: z.string().nullable(),
  CampaignLine_InvitedAt: z.string().nullable(),
  CampaignLine_StartedAt: z.string().nullable(),
  CampaignLine_CompletedAt: z.string().nullable(),
  /** Questions with an uploaded (or ready) answer. */
  AnsweredCount: int,
  /** Live questions of the job. */
  QuestionCount: int,
  /** The team's candidate ratings (CandidateRating), averaged to one decimal; null when none. */
  AverageRating: average,
  RatingCount: int,
  /** With transcriptQuery: the best matching answer's snippet. */
  TranscriptMatch: transcriptMatchSchema.nullable().optional(),
  /** Issue 29: the texts of the screening questions the candidate's answers did not meet, in question order ("Did not meet: ..."). */
  DidNotMeet: z.array(z.string()),
  /** Issue 32: when an accommodation was granted (reviewers see that it was, never why), or null. */
  CampaignLine_AccommodationGrantedAt: z.string().nullable(),
});
export type CandidateListRow = z.infer<typeof candidateListRowSchema>;

/** A text message sent to a candidate (issue 33): why, where it stands, when. */
export const textMessageSchema = z.object({
  purpose: z.enum(['invitation', 'reminder']),
  status: z.enum(['pending', 'sending', 'queued', 'sent', 'delivered', 'failed', 'undelivered']),
  /** The number it went to, E.164. */
  to: z.string(),
  createdAt: z.string(),
  statusAt: z.string().nullable(),
});
export type TextMessage = z.infer<typeof textMessageSchema>;

/** GET /CampaignLine/{id} */
export const candidateDetailSchema = candidateListRowSchema.extend({
  CampaignLine_CandidatePhone: z.string().nullable(),
  /** Issue 33: when the candidate first opened their own link, or null. */
  CampaignLine_OpenedAt: z.string().nullable(),
  /** Issue 33: how they came (email, SMS, public link, careers page, job board, API). */
  CampaignLine_Channel: z.enum(CANDIDATE_CHANNELS),
  /** Issue 33: when their invitation reached them (mail accepted by the mail server, or SMS delivered), or null. */
  CampaignLine_DeliveredAt: z.string().nullable(),
  /** Issue 33: the text messages sent to them, newest first, with where each stands (the provider's status). */
  TextMessages: z.array(textMessageSchema),
  /** Issue 33: when their number replied STOP (no text message goes to it), or null. */
  SmsOptedOutAt: z.string().nullable(),
  CampaignLine_ConsentAt: z.string().nullable(),
  Campaign_Job_Title: z.string(),
  /** The latest resume, or null. */
  Resume: candidateResumeSchema.nullable(),
  /** The session user's own candidate rating, or null. */
  MyRating: int.nullable(),
  /** Issue 32: the accommodation granted: more time, extra attempts per question, a later deadline (YYYY-MM-DD). */
  CampaignLine_AccommodationTime: z.enum(ACCOMMODATION_TIMES).nullable(),
  CampaignLine_AccommodationRetakes: int,
  CampaignLine_AccommodationEndDate: z.string().nullable(),
  /**
   * Issue 32: the candidate's own request for an accommodation, in their words, and when they sent
   * it: for those who may grant one; null for reviewers (who never see why).
   */
  CampaignLine_AccommodationRequest: z.string().nullable(),
  CampaignLine_AccommodationRequestedAt: z.string().nullable(),
});

/**
 * PUT /CampaignLine/{id}/Accommodation (issue 32): what the team grants; null time, 0 retakes and
 * no deadline withdraw it. The deadline (YYYY-MM-DD or YYYY/MM/DD) must be after the job's end date.
 */
export const candidateAccommodationSchema = z.object({
  CampaignLine_AccommodationTime: z.enum(ACCOMMODATION_TIMES).nullable(),
  CampaignLine_AccommodationRetakes: z.number().int().min(0).max(ACCOMMODATION_MAX_EXTRA_RETAKES),
  CampaignLine_AccommodationEndDate: campaignDateSchema.nullable().optional(),
});
export type CandidateAccommodationBody = z.infer<typeof candidateAccommodationSchema>;
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

/** PUT /CampaignLine/UpdateCampaignLineStatus (query string). */
export const candidateStatusQuerySchema = z.object({
  pk_CampaignLine_ID: queryId,
  CampaignLine_Status: decisionStatus(z.coerce.number()),
});
export type CandidateStatusQuery = z.input<typeof candidateStatusQuerySchema>;

/** PUT /CampaignLine/BulkUpdateStatus: all or nothing. */
export const candidateBulkStatusSchema = z.object({
  ids: z.array(positiveId).min(1).max(CANDIDATE_LIST_LIMITS.bulkMax),
  status: decisionStatus(z.number()),
});
export type CandidateBulkStatus = z.infer<typeof candidateBulkStatusSchema>;
export const candidateBulkStatusResultSchema = z.object({ updated: int });

/** GET /QuestionResponse/getQeustionResponseByCampaignLineID/{campaignId}/{campaignLineId}: one item per live question, in order. */
export const answerByQuestionSchema = z.object({
  question: withQuestionKind(z.object({ pk_Question_ID: int, Question_Text: z.string(), Question_Order: int, Question_Required: z.boolean() })),
  /**
   * Issue 29: the answer of a kind other than video and audio, or null. qualifies: true or false
   * on a question with a screening rule, else null. A file answer is read at fileUrl.
   */
  answer: z
    .object({
      value: answerValueSchema,
      qualifies: z.boolean().nullable(),
      answeredAt: z.string(),
      fileUrl: z.string().nullable(),
    })
    .nullable(),
  /** The latest uploaded (or ready) attempt, or null when the question has no answer. */
  response: questionResponseSchema.nullable(),
  /** How many attempts the candidate recorded for the question. */
  attempts: int,
  /** Ratings of `response`: the session user's own, the team average and count. */
  MyRating: int.nullable(),
  AverageRating: average,
  RatingCount: int,
});
export type AnswerByQuestion = z.infer<typeof answerByQuestionSchema>;

/** POST/PUT /QuestionResponseRating and each item of RateQuestionResponseByCampaign. */
export const questionResponseRatingResultSchema = z.object({
  rating: questionResponseRatingSchema,
  AverageRating: average,
  RatingCount: int,
});
export type QuestionResponseRatingResult = z.infer<typeof questionResponseRatingResultSchema>;

/** POST /QuestionResponse/RateQuestionResponseByCampaign?CampaignID: every answer must belong to the job. */
export const rateByCampaignBodySchema = z.array(questionResponseRatingInputSchema).min(1).max(CANDIDATE_LIST_LIMITS.rateBatchMax);

/** POST/PUT /CandidateRating */
export const candidateRatingResultSchema = z.object({
  rating: candidateRatingSchema,
  AverageRating: average,
  RatingCount: int,
});
export type CandidateRatingResult = z.infer<typeof candidateRatingResultSchema>;

/** GET /CandidateRating/ByCampaignLine?campaignLineId */
export const candidateRatingSummarySchema = z.object({
  MyRating: int.nullable(),
  AverageRating: average,
  RatingCount: int,
  /** Every team member's rating, newest first. */
  Reviewers: z.array(z.object({ pk_User_ID: int, name: z.string(), rating: int })),
});
export type CandidateRatingSummary = z.infer<typeof candidateRatingSummarySchema>;
