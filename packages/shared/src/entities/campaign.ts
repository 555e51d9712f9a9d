import { z } from 'zod';
import { ACCOMMODATION_TIMES } from '../accommodations';
import { MSG } from '../messages';
import { CANDIDATE_EMAIL } from '../validation';
import { SMALLINT_MAX, idSchema as positiveId, int4 as int, queryIdSchema, smallint } from './columns';

/** An id a job may leave empty (0 or null: none); an int4 column, like every id. */
const optionalId = int.nonnegative().nullable().optional();
const text = (max: number) => z.string().trim().max(max).nullable().optional();

/** Campaign dates: sent as YYYY/MM/DD (SPEC §3), ISO YYYY-MM-DD accepted; normalised to ISO. */
export const campaignDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}[/-]\d{2}[/-]\d{2}$/, 'Dates are YYYY/MM/DD.')
  .transform((s) => s.replaceAll('/', '-'))
  // A day of the calendar: Date.parse takes 2026-02-30 (as 2 March), the date column does not.
  .refine((s) => {
    const day = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s);
  }, 'Not a valid date.');

/** What a disqualifying screening answer does (issue 29): flag and carry on, or end the interview after the screening questions. */
export const SCREENING_ACTIONS = ['flag', 'end'] as const;
export type ScreeningAction = (typeof SCREENING_ACTIONS)[number];

/**
 * A campaign date in a reply: a date (YYYY-MM-DD) on the server and in the database, sent as
 * YYYY/MM/DD (SPEC §3, §9). A codec, as the reply serializer encodes with the response schema:
 * every reply with a job (its list, the job, SaveJob, the dashboard's jobs) sends slashes. A client
 * that decodes a reply with the schema gets YYYY-MM-DD back; one that reads the JSON, YYYY/MM/DD.
 */
export const campaignReplyDateSchema = z.codec(
  z.string().meta({ description: 'A date, sent as YYYY/MM/DD.', examples: ['2026/12/01'] }),
  // The OpenAPI document describes replies from this side: it says what is sent too.
  z.string().meta({ description: 'A date, sent as YYYY/MM/DD.', examples: ['2026/12/01'] }),
  {
    decode: (wire) => wire.replaceAll('/', '-'),
    encode: (day) => day.replaceAll('-', '/'),
  },
);

/** Campaign (job) as on the wire (SPEC §3). Dates are sent as YYYY/MM/DD (campaignReplyDateSchema). */
export const campaignSchema = z.object({
  pk_Campaign_ID: int,
  fk_Enterprise_ID: int,
  fk_User_ID: int,
  fk_Job_ID: int.nullable(),
  sSession: z.string().nullable(),
  Campaign_Name: z.string(),
  Campaign_Job_Title: z.string(),
  Campaign_RefernceCode: z.string().nullable(),
  Campaign_StartDate: campaignReplyDateSchema,
  Campaign_EndDate: campaignReplyDateSchema,
  Campaign_ID: z.string().nullable(),
  Campaign_Job_Location_Country_ID: int.nullable(),
  Campaign_Job_Location_Region_ID: int.nullable(),
  Campaign_Job_Location_City_ID: int.nullable(),
  Campaign_Job_Location_Text: z.string().nullable(),
  Campaign_Job_Category_ID: int.nullable(),
  Campaign_Job_Category_Sub_ID: int.nullable(),
  Campaign_Job_Work_Type_ID: int,
  Campaign_Job_Pay_Type_ID: int,
  Campaign_Job_Pay_Range_From: int.nullable(),
  Campaign_Job_Pay_Range_To: int.nullable(),
  Campaign_Job_Description: z.string().nullable(),
  Campaign_Job_DescriptionHtml: z.string().nullable(),
  Campaign_Job_Video_Link: z.string().nullable(),
  /** The hiring manager's user id. */
  Campaign_CandidateNumber: int.nullable(),
  /** The selected client employer id; 0 for the enterprise's own company. */
  Campaign_Tolerance: int,
  Campaign_Status: smallint,
  Campaign_AccessLevel: int,
  Campaign_Deleted: smallint,
  Campaign_VideoVariance: int,
  Campaign_FaceVariance: int,
  Campaign_VoiceVariance: int,
  Campaign_VideoDataVariance: int,
  Campaign_Algorithm: z.string().nullable(),
  Campaign_Language: z.string(),
  Campaign_Voice: z.string(),
  Campaign_ThinkTimeSeconds: int,
  Campaign_AnswerTimeLimitSeconds: int,
  Campaign_Retakes: int,
  Campaign_Untimed: z.boolean(),
  /**
   * Issue 29: on a disqualifying screening answer, 'flag' the candidate and carry on, or 'end'
   * the interview after the screening questions with Campaign_ScreeningEndMessage. A flag never
   * rejects anyone by itself.
   */
  Campaign_ScreeningAction: z.enum(SCREENING_ACTIONS),
  /** What the candidate is told when the interview ends on screening (null: a polite default). */
  Campaign_ScreeningEndMessage: z.string().nullable(),
  /** The secret of the job's public link (/invite/{c}/{e}?link=...), for the hiring team. */
  publicLinkToken: z.string(),
  /** A job older than public-link secrets: its bare link works while it is open. */
  legacyPublicLink: z.boolean(),
  Campaign_Record_GUID: z.string(),
  Campaign_DateOfCreation: z.string(),
  Campaign_DateOfLastUpdate: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** The fields a client may set on POST and PUT /Campaign. */
const campaignFields = {
  fk_Job_ID: optionalId,
  Campaign_Name: z.string().trim().min(1, MSG.campaignTitleRequired).max(200),
  Campaign_Job_Title: z.string().trim().max(200).optional(),
  Campaign_RefernceCode: text(50),
  Campaign_StartDate: campaignDateSchema,
  Campaign_EndDate: campaignDateSchema,
  Campaign_ID: text(64),
  Campaign_Job_Location_Country_ID: optionalId,
  Campaign_Job_Location_Region_ID: optionalId,
  Campaign_Job_Location_City_ID: optionalId,
  Campaign_Job_Location_Text: text(300),
  Campaign_Job_Category_ID: optionalId,
  Campaign_Job_Category_Sub_ID: optionalId,
  Campaign_Job_Work_Type_ID: int.min(0).max(4).optional(),
  Campaign_Job_Pay_Type_ID: int.min(0).max(3).optional(),
  Campaign_Job_Pay_Range_From: int.nonnegative().nullable().optional(),
  Campaign_Job_Pay_Range_To: int.nonnegative().nullable().optional(),
  Campaign_Job_Description: text(100_000),
  Campaign_Job_DescriptionHtml: text(200_000),
  Campaign_Job_Video_Link: text(2048),
  Campaign_CandidateNumber: optionalId,
  Campaign_Tolerance: int.nonnegative().optional(),
  Campaign_AccessLevel: int.optional(),
  Campaign_VideoVariance: int.optional(),
  Campaign_FaceVariance: int.optional(),
  Campaign_VoiceVariance: int.optional(),
  Campaign_VideoDataVariance: int.optional(),
  Campaign_Algorithm: text(100),
  Campaign_Language: z.string().trim().min(2).max(16).optional(),
  Campaign_Voice: z.string().trim().min(1).max(100).optional(),
  Campaign_ThinkTimeSeconds: int.min(0).max(600).optional(),
  Campaign_AnswerTimeLimitSeconds: int.min(10).max(1800).optional(),
  Campaign_Retakes: int.min(0).max(10).optional(),
  Campaign_Untimed: z.boolean().optional(),
  Campaign_ScreeningAction: z.enum(SCREENING_ACTIONS).optional(),
  Campaign_ScreeningEndMessage: z.string().trim().max(2000).nullable().optional(),
};

const datesInOrder = (v: { Campaign_StartDate: string; Campaign_EndDate: string }) =>
  v.Campaign_EndDate >= v.Campaign_StartDate;
const datesInOrderError = { path: ['Campaign_EndDate'], message: MSG.endDateBeforeStart };
const payInOrder = (v: {
  Campaign_Job_Pay_Range_From?: number | null;
  Campaign_Job_Pay_Range_To?: number | null;
}) =>
  v.Campaign_Job_Pay_Range_From == null ||
  v.Campaign_Job_Pay_Range_To == null ||
  v.Campaign_Job_Pay_Range_To >= v.Campaign_Job_Pay_Range_From;
const payInOrderError = { path: ['Campaign_Job_Pay_Range_To'], message: MSG.payRangeReversed };

/** POST /Campaign (status becomes 1 on save of a new job). */
export const campaignInputSchema = z
  .object(campaignFields)
  .refine(datesInOrder, datesInOrderError)
  .refine(payInOrder, payInOrderError);
export type CampaignInput = z.infer<typeof campaignInputSchema>;

/** PUT /Campaign: the full campaign object. */
export const campaignUpdateSchema = z
  .object({ pk_Campaign_ID: positiveId, ...campaignFields, Campaign_Status: smallint.optional() })
  .refine(datesInOrder, datesInOrderError)
  .refine(payInOrder, payInOrderError);
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

/** POST /Campaign/UpdateCampaignStatus (query). */
export const campaignStatusUpdateSchema = z.object({
  campid: queryIdSchema,
  stcode: z.coerce.number().int().min(-SMALLINT_MAX - 1).max(SMALLINT_MAX),
});

/** Campaign line (a candidate in a campaign) as on the wire. The invite secret never is. */
export const campaignLineSchema = z.object({
  pk_CampaignLine_ID: int,
  fk_Enterprise_ID: int,
  fk_Job_ID: int.nullable(),
  fk_Campaign_ID: int,
  CampaignLine_Status: smallint,
  CampaignLine_CandidateEmail: z.string(),
  CampaignLine_CandidateFirstName: z.string().nullable(),
  CampaignLine_CandidateLastName: z.string().nullable(),
  CampaignLine_CandidatePhone: z.string().nullable(),
  CampaignLine_InvitedAt: z.string().nullable(),
  CampaignLine_ConsentAt: z.string().nullable(),
  CampaignLine_StartedAt: z.string().nullable(),
  CampaignLine_CompletedAt: z.string().nullable(),
  CampaignLine_ReminderSentAt: z.string().nullable(),
  CampaignLine_OpenedAt: z.string().nullable(),
  /** Issue 32: the accommodation granted (more time, extra attempts, a later deadline), never why. */
  CampaignLine_AccommodationTime: z.enum(ACCOMMODATION_TIMES).nullable(),
  CampaignLine_AccommodationRetakes: smallint,
  CampaignLine_AccommodationGrantedAt: z.string().nullable(),
  CampaignLine_AccommodationEndDate: z.string().nullable(),
  CampaignLine_DateOfCreation: z.string(),
  CampaignLine_DateOfLastUpdate: z.string(),
});
export type CampaignLine = z.infer<typeof campaignLineSchema>;

/** Candidate email of an invite (SPEC §5: final label of 2 to 4 characters). */
export const candidateEmailSchema = z
  .string()
  .trim()
  .max(254, MSG.validEmail)
  .regex(CANDIDATE_EMAIL, MSG.validEmail)
  .transform((s) => s.toLowerCase());

/** One item of the candidate send-invites body (SPEC §7 Messaging). */
export const campaignLineInputSchema = z.object({
  /** Accepted for compatibility and ignored: the session's enterprise applies (DESIGN §4). */
  fk_Enterprise_ID: positiveId.optional(),
  fk_Job_ID: optionalId,
  fk_Campaign_ID: positiveId,
  CampaignLine_CandidateEmail: candidateEmailSchema,
  CampaignLine_CandidateFirstName: text(100),
  CampaignLine_CandidateLastName: text(100),
  CampaignLine_CandidatePhone: text(30),
});
export type CampaignLineInput = z.infer<typeof campaignLineInputSchema>;

/** PUT /CampaignLine/UpdateCampaignLineStatus (query). */
export const campaignLineStatusUpdateSchema = z.object({
  pk_CampaignLine_ID: queryIdSchema,
  CampaignLine_Status: z.coerce.number().int(),
});
export type CampaignLineStatusUpdate = z.infer<typeof campaignLineStatusUpdateSchema>;
