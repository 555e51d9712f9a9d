import { z } from 'zod';
import { idSchema as positiveId, int4 as int, smallint } from './columns';

/** Ratings are 1 to 5. */
export const ratingValueSchema = z.number().int().min(1).max(5);

/**
 * A candidate's answer to a question (one per attempt). Status: 0 recording/uploading,
 * 1 uploaded, 2 ready, 3 failed. Media is served through the URLs, never store keys.
 */
export const questionResponseSchema = z.object({
  pk_QuestionResponse_ID: int,
  fk_Enterprise_ID: int,
  fk_Campaign_ID: int,
  fk_CampaignLine_ID: int,
  fk_Question_ID: int,
  QuestionResponse_Attempt: int,
  QuestionResponse_Status: smallint,
  QuestionResponse_DurationMs: int.nullable(),
  QuestionResponse_MimeType: z.string().nullable(),
  QuestionResponse_SizeBytes: int.nullable(),
  QuestionResponse_VideoUrl: z.string().nullable(),
  QuestionResponse_PosterUrl: z.string().nullable(),
  QuestionResponse_DateOfCreation: z.string(),
  QuestionResponse_DateOfLastUpdate: z.string(),
});
export type QuestionResponse = z.infer<typeof questionResponseSchema>;

/** One reviewer's rating of one answer. */
export const questionResponseRatingSchema = z.object({
  pk_QuestionResponseRating_ID: int,
  fk_Enterprise_ID: int,
  fk_Campaign_ID: int,
  fk_CampaignLine_ID: int,
  fk_QuestionResponse_ID: int,
  fk_User_ID: int,
  QuestionResponseRating_Rating: int,
  QuestionResponseRating_DateOfCreation: z.string(),
  QuestionResponseRating_DateOfLastUpdate: z.string(),
});
export type QuestionResponseRating = z.infer<typeof questionResponseRatingSchema>;

/** POST /QuestionResponseRating: the reviewer is the session's user. */
export const questionResponseRatingInputSchema = z.object({
  fk_QuestionResponse_ID: positiveId,
  QuestionResponseRating_Rating: ratingValueSchema,
});
export type QuestionResponseRatingInput = z.infer<typeof questionResponseRatingInputSchema>;

/** PUT /QuestionResponseRating */
export const questionResponseRatingUpdateSchema = z.object({
  pk_QuestionResponseRating_ID: positiveId,
  QuestionResponseRating_Rating: ratingValueSchema,
});
export type QuestionResponseRatingUpdate = z.infer<typeof questionResponseRatingUpdateSchema>;

/** One reviewer's overall rating of a candidate in a campaign. */
export const candidateRatingSchema = z.object({
  pk_CandidateRating_ID: int,
  fk_Enterprise_ID: int,
  fk_Campaign_ID: int,
  fk_CampaignLine_ID: int,
  fk_User_ID: int,
  CandidateRating_Rating: int,
  CandidateRating_DateOfCreation: z.string(),
  CandidateRating_DateOfLastUpdate: z.string(),
});
export type CandidateRating = z.infer<typeof candidateRatingSchema>;

/** POST /CandidateRating: the reviewer is the session's user. */
export const candidateRatingInputSchema = z.object({
  fk_CampaignLine_ID: positiveId,
  CandidateRating_Rating: ratingValueSchema,
});
export type CandidateRatingInput = z.infer<typeof candidateRatingInputSchema>;

/** PUT /CandidateRating */
export const candidateRatingUpdateSchema = z.object({
  pk_CandidateRating_ID: positiveId,
  CandidateRating_Rating: ratingValueSchema,
});
export type CandidateRatingUpdate = z.infer<typeof candidateRatingUpdateSchema>;

/** A candidate's resume file. */
export const candidateResumeSchema = z.object({
  pk_CandidateResume_ID: int,
  fk_Enterprise_ID: int,
  fk_Campaign_ID: int,
  fk_CampaignLine_ID: int,
  CandidateResume_OriginalName: z.string(),
  CandidateResume_MimeType: z.string(),
  CandidateResume_SizeBytes: int,
  CandidateResume_Url: z.string(),
  CandidateResume_DateOfCreation: z.string(),
  CandidateResume_DateOfLastUpdate: z.string(),
});
export type CandidateResume = z.infer<typeof candidateResumeSchema>;

/** The whole interview of a candidate as one video. */
export const interviewVideoSchema = z.object({
  pk_InterviewVideo_ID: int,
  fk_Enterprise_ID: int,
  fk_Campaign_ID: int,
  fk_CampaignLine_ID: int,
  InterviewVideo_DurationMs: int.nullable(),
  InterviewVideo_Url: z.string(),
  InterviewVideo_PosterUrl: z.string().nullable(),
  InterviewVideo_DateOfCreation: z.string(),
  InterviewVideo_DateOfLastUpdate: z.string(),
});
export type InterviewVideo = z.infer<typeof interviewVideoSchema>;
