import { z } from 'zod';
import { MSG } from '../messages';
import { INT4_MAX, idSchema as positiveId, int4 as int, smallint, withChange } from './columns';


/** Campaign question as on the wire (SPEC §3). Listed by Question_Order ascending. */
export const questionSchema = z.object({
  pk_Question_ID: int,
  fk_Enterprise_ID: int,
  sSession: z.string().nullable(),
  fk_User_ID: int,
  fk_Job_ID: int.nullable(),
  fk_Campaign_ID: int,
  /** The spec's {product}_Question_Text. */
  Question_Text: z.string(),
  /** Fallback display text (the AI's wording). */
  ChatGTP_Question_Text: z.string().nullable(),
  Question_AudioFileUrl: z.string().nullable(),
  Question_VideoFileUrl: z.string().nullable(),
  Question_RecruiterRating: int,
  Question_Order: int,
  Question_Deleted: smallint,
  Question_Status: smallint,
  Question_AccessLevel: int,
  Question_Record_GUID: z.string(),
  Question_DateOfCreation: z.string(),
  Question_DateOfLastUpdate: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

const questionFields = {
  fk_Job_ID: z.number().int().nonnegative().max(INT4_MAX).nullable().optional(),
  Question_Text: z.string().trim().min(1, MSG.enterQuestion).max(2000),
  ChatGTP_Question_Text: z.string().trim().max(2000).nullable().optional(),
  Question_AudioFileUrl: z.string().trim().max(2048).nullable().optional(),
  Question_VideoFileUrl: z.string().trim().max(2048).nullable().optional(),
  Question_RecruiterRating: int.min(0).max(100).optional(),
  Question_Order: int.min(0).optional(),
  Question_Deleted: z.union([z.literal(0), z.literal(1)]).optional(),
  Question_Status: smallint.optional(),
  Question_AccessLevel: int.optional(),
};

/** POST /Question (also each item of the save-questions array). */
export const questionInputSchema = z.object({ fk_Campaign_ID: positiveId, ...questionFields });
export type QuestionInput = z.infer<typeof questionInputSchema>;

/** PUT /Question */
export const questionUpdateSchema = withChange(
  z.object({ pk_Question_ID: positiveId, ...questionFields, Question_Text: questionFields.Question_Text.optional() }),
  'pk_Question_ID',
);
export type QuestionUpdate = z.infer<typeof questionUpdateSchema>;

/** POST /Question/GenerateQuestion (query): 1 to 10 questions for a job title. */
export const generateQuestionsSchema = z.object({
  QuestionNumber: z.coerce.number().int().min(1).max(10),
  JobTitle: z.string().trim().min(1, MSG.jobTitleRequired).max(200),
});
export type GenerateQuestionsInput = z.infer<typeof generateQuestionsSchema>;

/** Video-integration text: a text attached to a row of another table (e.g. dialog texts). */
export const videoIntegrationTextSchema = z.object({
  pk_VideoIntegrationText_ID: int,
  fk_Enterprise_ID: int,
  FkId: int,
  FkTable: z.string(),
  FieldName: z.string(),
  Text: z.string(),
  VideoIntegrationText_DateOfCreation: z.string(),
  VideoIntegrationText_DateOfLastUpdate: z.string(),
});
export type VideoIntegrationText = z.infer<typeof videoIntegrationTextSchema>;

/** The three interview dialog texts of a job (SPEC §4 save flow, §9 defaults). */
export const INTERVIEW_DIALOG_FIELDS = [
  'Engagement Dialog',
  'Interview Introduction Dialog',
  'Interview Closing Dialog',
] as const;

/** One saved video-integration text; the save call takes an array of these. */
export const videoIntegrationTextInputSchema = z.object({
  FkId: positiveId,
  FkTable: z.string().trim().min(1).max(64),
  FieldName: z.string().trim().min(1).max(100),
  Text: z.string().max(4000),
});
export type VideoIntegrationTextInput = z.infer<typeof videoIntegrationTextInputSchema>;
