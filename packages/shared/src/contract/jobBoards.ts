import { z } from 'zod';
import { idSchema, queryIdSchema } from '../entities/columns';
import { MSG } from '../messages';
import { endpoint, idParams, wrapped } from './common';
import { jobBoardsRoutes } from '../routes/jobBoards';

/*
 * Job-board publishing (issue 17, docs/job-boards.md): SEEK and idibu, each through its own
 * adapter on the server. Credentials are written here and never read back: the browser only
 * learns whether a board is configured.
 */

/** The boards a job can be published to. */
export const JOB_BOARDS = ['seek', 'idibu'] as const;
export type JobBoard = (typeof JOB_BOARDS)[number];
export const JOB_BOARD_NAMES: Record<JobBoard, string> = { seek: 'SEEK', idibu: 'idibu' };

/** A board in a path: case-insensitive. */
export const jobBoardSchema = z
  .string()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(JOB_BOARDS, { error: 'Use seek or idibu.' }));

/**
 * A posting's state on one board: never published, a publish/update/close queued or running,
 * live (with the board's id and link), closed, or failed (with the board's error).
 */
export const POSTING_STATES = ['not_published', 'publishing', 'live', 'closing', 'closed', 'failed'] as const;
export type PostingState = (typeof POSTING_STATES)[number];

/** One board's posting of a job, as the job screen shows it. */
export const jobBoardPostingSchema = z.object({
  Board: z.enum(JOB_BOARDS),
  BoardName: z.string(),
  /** Whether this server can publish to the board (SEEK: Candid's partner credentials are set). */
  Available: z.boolean(),
  /** Whether the enterprise has credentials for this board. */
  Configured: z.boolean(),
  State: z.enum(POSTING_STATES),
  /** What is queued or running: publish, update or close; null when nothing is. */
  Action: z.enum(['publish', 'update', 'close']).nullable(),
  ExternalId: z.string().nullable(),
  Url: z.string().nullable(),
  /** The board's error of the last failed attempt. */
  Error: z.string().nullable(),
  /** The sub-category and place the posting was (or will be) sent with. */
  SubCategoryId: z.number().int().nullable(),
  PlaceId: z.number().int().nullable(),
  /** The values sent to the board, e.g. "information-communication-technology/developers-programmers". */
  CategoryCode: z.string().nullable(),
  LocationText: z.string().nullable(),
  UpdatedAt: z.string().nullable(),
});
export type JobBoardPosting = z.infer<typeof jobBoardPostingSchema>;

/** The job's postings plus what publishing needs (the job's own category and place, if set). */
export const jobBoardsOfJobSchema = z.object({
  Postings: z.array(jobBoardPostingSchema),
  /** The job's sub-category and place, the pickers' defaults. */
  DefaultSubCategoryId: z.number().int().nullable(),
  DefaultPlaceId: z.number().int().nullable(),
  DefaultLocationText: z.string().nullable(),
});
export type JobBoardsOfJob = z.infer<typeof jobBoardsOfJobSchema>;

/** Publish or update: the sub-category and the place; each defaults to the job's own. */
export const publishInputSchema = z
  .object({
    SubCategoryId: idSchema.optional(),
    /** A place id of GET /SeekJob/GetSubLocations. */
    PlaceId: idSchema.optional(),
  })
  .default({});
export type PublishInput = z.input<typeof publishInputSchema>;

const credential = (label: string, max: number) =>
  z.string({ error: `Enter the ${label}.` }).trim().min(1, `Enter the ${label}.`).max(max, `The ${label} is too long.`);

/**
 * A SEEK hirer id, SEEK's object identifier `{scheme}:organization:{source}:{value}` (e.g.
 * seekAnz:organization:seek:93WyyF1h), or a legacy numeric SEEK advertiser id.
 */
export const SEEK_HIRER_ID = /^(?:[A-Za-z0-9]+:organization:[A-Za-z0-9]+:[A-Za-z0-9_-]+|\d{1,10})$/;

/**
 * SEEK: only the hirer Candid posts for. The API credentials are Candid's own (SEEK issues them to
 * the partner), set on the server (SEEK_CLIENT_ID, SEEK_CLIENT_SECRET), never per organisation.
 */
export const seekCredentialsSchema = z.object({
  HirerId: credential('SEEK hirer id', 200).regex(SEEK_HIRER_ID, MSG.seekHirerIdFormat),
});
/** idibu: the client id and the secret that signs its hash. */
export const idibuCredentialsSchema = z.object({
  ClientId: credential('client id', 200),
  Secret: credential('secret', 500),
});
export type SeekCredentials = z.infer<typeof seekCredentialsSchema>;
export type IdibuCredentials = z.infer<typeof idibuCredentialsSchema>;

/** One board's settings as the browser sees them: configured or not, never the secrets. */
export const jobBoardSettingSchema = z.object({
  Board: z.enum(JOB_BOARDS),
  BoardName: z.string(),
  /** Whether this server can publish to the board (SEEK: Candid's partner credentials are set). */
  Available: z.boolean(),
  Configured: z.boolean(),
  UpdatedAt: z.string().nullable(),
});
export type JobBoardSetting = z.infer<typeof jobBoardSettingSchema>;

/** An applicant on a board, and whether they are a candidate of the job already. */
export const boardApplicantSchema = z.object({
  Board: z.enum(JOB_BOARDS),
  ApplicantId: z.string(),
  Email: z.string(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Phone: z.string().nullable(),
  AppliedAt: z.string().nullable(),
  AlreadyCandidate: z.boolean(),
});
export type BoardApplicant = z.infer<typeof boardApplicantSchema>;

export const importResultSchema = z.object({
  Imported: z.number().int(),
  AlreadyCandidates: z.number().int(),
  Invalid: z.number().int(),
  /** Applicants left out because the plan has no invite left for them. */
  OverPlanLimit: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

const applicantsQuery = z.object({
  fk_Enterprise_ID: queryIdSchema,
  fk_Campaign_ID: queryIdSchema,
  board: jobBoardSchema.optional(),
});

export const jobBoardsApi = {
  /** GET /JobBoard/Settings (owner and admins). */
  settings: endpoint(jobBoardsRoutes.settings, { response: { 200: wrapped(z.array(jobBoardSettingSchema)) } }),
  /** PUT /JobBoard/Settings/seek */
  saveSeek: endpoint(jobBoardsRoutes.saveSeek, { body: seekCredentialsSchema, response: { 200: wrapped(jobBoardSettingSchema) } }),
  /** PUT /JobBoard/Settings/idibu */
  saveIdibu: endpoint(jobBoardsRoutes.saveIdibu, { body: idibuCredentialsSchema, response: { 200: wrapped(jobBoardSettingSchema) } }),
  /** DELETE /JobBoard/Settings/{board} */
  removeSettings: endpoint(jobBoardsRoutes.removeSettings, { params: z.object({ board: jobBoardSchema }), response: { 200: wrapped(jobBoardSettingSchema) } }),
  /** GET /Campaign/{id}/JobBoards */
  ofJob: endpoint(jobBoardsRoutes.ofJob, { params: idParams('id'), response: { 200: wrapped(jobBoardsOfJobSchema) } }),
  /** POST /Campaign/{id}/JobBoards/{board}/{action}: 202, the posting with its action queued. */
  act: endpoint(jobBoardsRoutes.act, {
    params: z.object({ id: queryIdSchema, board: jobBoardSchema, action: z.enum(['publish', 'update', 'close'], { error: 'Use publish, update or close.' }) }),
    body: publishInputSchema,
    response: { 202: wrapped(jobBoardPostingSchema) },
  }),
  /** GET /SeekJob/GetApplicants: the applicants of the job's live postings. */
  applicants: endpoint(jobBoardsRoutes.applicants, { querystring: applicantsQuery, response: { 200: wrapped(z.array(boardApplicantSchema)) } }),
  /** POST /SeekJob/ImportApplicants: the applicants become candidates of the job (invited). */
  importApplicants: endpoint(jobBoardsRoutes.importApplicants, { querystring: applicantsQuery, response: { 200: wrapped(importResultSchema) } }),
  /** GET /SeekJob/GetIdibuHash: the hash idibu's calls carry, computed on the server. */
  idibuHash: endpoint(jobBoardsRoutes.idibuHash, {
    querystring: z.object({ fk_Enterprise_ID: queryIdSchema }),
    response: { 200: wrapped(z.object({ ClientId: z.string(), Timestamp: z.number().int(), Hash: z.string() })) },
  }),
};
