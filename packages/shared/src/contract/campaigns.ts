import { z } from 'zod';
import { INTERVIEW_DIALOG_DEFAULTS, JOB_DEFAULTS } from '../constants';
import { SMALLINT_MAX, idSchema, queryIdSchema } from '../entities/columns';
import {
  campaignInputSchema,
  campaignSchema,
  campaignStatusUpdateSchema,
  campaignUpdateSchema,
} from '../entities/campaign';
import { interviewBuildSchema } from '../entities/candidateInterview';
import { questionSchema } from '../entities/question';
import { JOB_STATES } from '../jobState';
import { endpoint, idParams, paged, wrapped } from './common';
import { campaignsRoutes } from '../routes/campaigns';
import { saveQuestionsSchema } from './questions';

/** A job as the list returns it, with its candidate count and what it is now (jobStateOf). */
export const campaignListItemSchema = campaignSchema.extend({ CandidateCount: z.number().int(), JobState: z.enum(JOB_STATES) });
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;

/** GET /Campaign: search, sort, state or status filter, the commented jobs (isComment) and the keyset cursor. */
export const campaignListQuerySchema = z.object({
  Enterprise_ID: queryIdSchema.optional(),
  SearchText: z.string().max(200).optional(),
  /** 'true': only the jobs with a comment (the comments view); 'false' or absent: every job. */
  isComment: z.enum(['true', 'false']).optional(),
  sort: z.enum(['startDate', 'endDate', 'created']).default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  status: z.coerce.number().int().min(-SMALLINT_MAX - 1).max(SMALLINT_MAX).optional(),
  state: z.enum(JOB_STATES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;

const dialogDefaults = {
  introduction: INTERVIEW_DIALOG_DEFAULTS.introduction,
  closing: INTERVIEW_DIALOG_DEFAULTS.closing,
  engagement: INTERVIEW_DIALOG_DEFAULTS.engagement,
};

/**
 * POST /Campaign/SaveJob: the create-job screen's whole save (SPEC §4 save flow) in one
 * request — the job, its voice setting, its ordered questions and the three interview
 * dialog texts — so a failure at any step leaves nothing half-saved.
 */
export const saveJobSchema = z.object({
  campaign: z.intersection(campaignInputSchema, z.object({ pk_Campaign_ID: idSchema.optional() })),
  questions: saveQuestionsSchema.shape.questions,
  voice: z.string().trim().min(1).max(100).default(JOB_DEFAULTS.voice),
  dialogs: z
    .object({
      introduction: z.string().max(4000).default(INTERVIEW_DIALOG_DEFAULTS.introduction),
      closing: z.string().max(4000).default(INTERVIEW_DIALOG_DEFAULTS.closing),
      engagement: z.string().max(4000).default(INTERVIEW_DIALOG_DEFAULTS.engagement),
    })
    .default(dialogDefaults),
});
/** The SaveJob body as the server reads it (defaults applied). */
export type SaveJobInput = z.infer<typeof saveJobSchema>;
/** The SaveJob body as a client sends it. */
export type SaveJobBody = z.input<typeof saveJobSchema>;

export const saveJobResultSchema = z.object({ campaign: campaignSchema, questions: z.array(questionSchema), created: z.boolean() });
export type SaveJobResult = z.infer<typeof saveJobResultSchema>;

/** Jobs (campaigns). */
export const campaignsApi = {
  list: endpoint(campaignsRoutes.list, { querystring: campaignListQuerySchema, response: { 200: paged(campaignListItemSchema) } }),
  candidateCount: endpoint(campaignsRoutes.candidateCount, { querystring: z.object({ campaignId: queryIdSchema }), response: { 200: wrapped(z.number().int()) } }),
  remainingJobs: endpoint(campaignsRoutes.remainingJobs, {
    querystring: z.object({ fk_Enterprise_ID: queryIdSchema }),
    response: { 200: wrapped(z.number().int().nullable()) },
  }),
  byId: endpoint(campaignsRoutes.byId, { params: idParams('id'), response: { 200: wrapped(campaignSchema) } }),
  create: endpoint(campaignsRoutes.create, { body: campaignInputSchema, response: { 201: wrapped(campaignSchema) } }),
  update: endpoint(campaignsRoutes.update, { body: campaignUpdateSchema, response: { 200: wrapped(campaignSchema) } }),
  setStatus: endpoint(campaignsRoutes.setStatus, { querystring: campaignStatusUpdateSchema, response: { 200: wrapped(campaignSchema) } }),
  end: endpoint(campaignsRoutes.end, { querystring: z.object({ campid: queryIdSchema }), response: { 200: wrapped(campaignSchema) } }),
  clone: endpoint(campaignsRoutes.clone, { params: idParams('id'), response: { 201: wrapped(campaignSchema) } }),
  saveJob: endpoint(campaignsRoutes.saveJob, { body: saveJobSchema, response: { 200: wrapped(saveJobResultSchema), 201: wrapped(saveJobResultSchema) } }),
  saveInterviewLink: endpoint(campaignsRoutes.saveInterviewLink, { querystring: z.object({ pk_Campaign_ID: queryIdSchema }), response: { 200: wrapped(campaignSchema) } }),
  interviewBuild: endpoint(campaignsRoutes.interviewBuild, { params: idParams('id'), response: { 200: wrapped(interviewBuildSchema) } }),
};
