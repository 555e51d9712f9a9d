import { z } from 'zod';
import { singleLineSchema } from '../validation';
import { idSchema as positiveId, int4 as int, queryIdSchema, smallint } from './columns';
import type { CandidateStage } from './review';
import { interviewLandingSchema } from './candidateInterview';
import { questionKindSchema } from './question';

/*
 * Issue 5: application responses to candidates and share links for review without an account.
 * docs/api-review.md ("Decisions and responses", "Share for review without an account").
 */


export const REVIEW_SHARE_LIMITS = {
  maxCandidates: 50,
  minDays: 1,
  maxDays: 30,
  defaultDays: 7,
  labelMax: 200,
  reviewerNameMax: 100,
  commentMax: 2000,
} as const;

// ---------------------------------------------------------------- application responses

export const APPLICATION_RESPONSE_KINDS = ['shortlist', 'reject', 'reminder', 'withdraw', 'custom'] as const;
export type ApplicationResponseKind = (typeof APPLICATION_RESPONSE_KINDS)[number];

/**
 * The responses that fit a candidate's stage: a decision (shortlist, reject) only on a finished
 * interview; a reminder or a withdrawal of the invitation only before it is finished; a custom
 * message at any stage. The server refuses any other with 409.
 */
export const RESPONSE_KINDS_BY_STAGE: Record<CandidateStage, readonly ApplicationResponseKind[]> = {
  notStarted: ['reminder', 'withdraw', 'custom'],
  inProgress: ['reminder', 'withdraw', 'custom'],
  completed: ['shortlist', 'reject', 'custom'],
  withdrawn: ['custom'],
};

/**
 * POST /Message/PreviewApplicationResponse and the body of POST /Message/sendApplicationResponse.
 * `subject`/`body` override the template (required for 'custom'); `{firstName}`, `{lastName}`,
 * `{jobTitle}`, `{employerName}`, `{closingDate}` and `{interviewLink}` in them are filled in.
 */
export const applicationResponseInputSchema = z
  .object({
    campaignLineId: positiveId,
    kind: z.enum(APPLICATION_RESPONSE_KINDS),
    subject: z.string().trim().min(1).max(200).optional(),
    body: z.string().trim().min(1).max(10_000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'custom') return;
    if (!v.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Please enter a subject.' });
    if (!v.body) ctx.addIssue({ code: 'custom', path: ['body'], message: 'Please enter a message.' });
  });
export type ApplicationResponseInput = z.infer<typeof applicationResponseInputSchema>;

/** The query of POST /Message/sendApplicationResponse (legacy names; only enterpriseID is checked). */
export const applicationResponseQuerySchema = z.object({
  enterpriseID: queryIdSchema,
  FromMail: z.string().max(320).optional(),
  FromName: singleLineSchema(200).optional(),
  title: z.string().max(200).optional(),
  jobName: z.string().max(200).optional(),
});

/** The templated email as it will be sent: plain text. */
export const applicationResponsePreviewSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type ApplicationResponsePreview = z.infer<typeof applicationResponsePreviewSchema>;

/** POST /Message/sendApplicationResponse → what was queued and the line's status afterwards. */
export const applicationResponseSentSchema = applicationResponsePreviewSchema.extend({
  campaignLineId: int,
  CampaignLine_Status: smallint,
});
export type ApplicationResponseSent = z.infer<typeof applicationResponseSentSchema>;

// ---------------------------------------------------------------- share links (team side)

/** POST /ReviewShare */
export const reviewShareCreateSchema = z.object({
  campaignLineIds: z
    .array(positiveId)
    .min(1, 'Choose at least one candidate.')
    .max(REVIEW_SHARE_LIMITS.maxCandidates, `At most ${REVIEW_SHARE_LIMITS.maxCandidates} candidates per link.`),
  anonymised: z.boolean(),
  expiresInDays: z.number().int().min(REVIEW_SHARE_LIMITS.minDays).max(REVIEW_SHARE_LIMITS.maxDays),
  label: z.string().trim().max(REVIEW_SHARE_LIMITS.labelMax).optional(),
});
export type ReviewShareCreate = z.infer<typeof reviewShareCreateSchema>;
export type ReviewShareCreateInput = z.input<typeof reviewShareCreateSchema>;

/** 201 of POST /ReviewShare: the URL is shown once (only its token's hash is stored). */
export const reviewShareCreatedSchema = z.object({
  pk_ReviewShare_ID: int,
  url: z.string(),
  expiresAt: z.string(),
});
export type ReviewShareCreated = z.infer<typeof reviewShareCreatedSchema>;

/** GET /ReviewShare?campaignId → rows, newest first. */
export const reviewShareRowSchema = z.object({
  pk_ReviewShare_ID: int,
  label: z.string().nullable(),
  anonymised: z.boolean(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** The member who created it. */
  createdBy: z.object({ pk_User_ID: int, name: z.string() }).nullable(),
  created: z.string(),
  candidateCount: int,
  visitCount: int,
  ratingCount: int,
});
export type ReviewShareRow = z.infer<typeof reviewShareRowSchema>;

/** GET /ReviewShare/Ratings?campaignLineId → the guest ratings of a candidate, newest first. */
export const guestRatingSchema = z.object({
  id: int,
  pk_ReviewShare_ID: int,
  shareLabel: z.string().nullable(),
  reviewerName: z.string(),
  rating: int,
  comment: z.string().nullable(),
  created: z.string(),
});
export type GuestRating = z.infer<typeof guestRatingSchema>;

// ---------------------------------------------------------------- the public share page

export const shareAnswerSchema = z.object({
  responseId: int,
  questionText: z.string(),
  /** Same-origin, Range-capable: /api/share/{token}/answers/{responseId}/video */
  videoUrl: z.string(),
  posterUrl: z.string().nullable(),
  durationMs: int.nullable(),
  /** Issue 29: the answer to an audio question (sound only). */
  audioOnly: z.boolean(),
});
export type ShareAnswer = z.infer<typeof shareAnswerSchema>;

/**
 * Issue 29: a shared candidate's answer other than a recording, as words (answerText). An
 * anonymised link withholds file answers (answerText and fileUrl null): a file may name the person.
 */
export const shareWrittenAnswerSchema = z.object({
  questionId: int,
  questionText: z.string(),
  kind: questionKindSchema,
  answerText: z.string().nullable(),
  /** Same-origin: /api/share/{token}/files/{ref}/{questionId}; null when anonymised or not a file. */
  fileUrl: z.string().nullable(),
  /** On a screening question: whether the answer qualifies; else null. */
  qualifies: z.boolean().nullable(),
});
export type ShareWrittenAnswer = z.infer<typeof shareWrittenAnswerSchema>;

/** Issue 29: a field of the candidate's application form; an anonymised link leaves out the fields that identify them. */
export const shareFormAnswerSchema = z.object({
  fieldId: z.string(),
  label: z.string(),
  answerText: z.string(),
  /** Same-origin: /api/share/{token}/form-files/{ref}/{fieldId}; null when not a file. */
  fileUrl: z.string().nullable(),
});
export type ShareFormAnswer = z.infer<typeof shareFormAnswerSchema>;

export const shareCandidateSchema = z.object({
  /** Opaque per share; used for the resume URL and for ratings. */
  ref: z.string(),
  /** 'Candidate A', 'Candidate B', … only when anonymised; else the candidate's name (their email before they gave one). */
  displayName: z.string(),
  /** Issue 32: an anonymised candidate's letters ('A', …, 'AA'), which the page words in the job's language; else null. */
  letters: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  answers: z.array(shareAnswerSchema),
  /** Issue 29: the answers other than recordings, in the job's question order. */
  written: z.array(shareWrittenAnswerSchema),
  /** Issue 29: the texts of the screening questions the candidate did not meet ("Did not meet: ..."). */
  didNotMeet: z.array(z.string()),
  /** Issue 29: the application form as the candidate filled it in. */
  form: z.array(shareFormAnswerSchema),
});
export type ShareCandidate = z.infer<typeof shareCandidateSchema>;

/** GET /share/{token} (the link's label is for the team and is not shown to the guest). */
export const shareViewSchema = z.object({
  jobTitle: z.string(),
  /** The brand's name; kept for clients written before `employer`. */
  employerName: z.string(),
  /** The brand shown, as on the candidate's landing: the job's client employer when it has one, else the enterprise. */
  employer: interviewLandingSchema.shape.employer,
  anonymised: z.boolean(),
  expiresAt: z.string(),
  /** Issue 32: the job's language (Campaign_Language, BCP 47), which the page is shown in. */
  language: z.string(),
  candidates: z.array(shareCandidateSchema),
});
export type ShareView = z.infer<typeof shareViewSchema>;

/** POST /share/{token}/ratings */
export const guestRatingInputSchema = z.object({
  ref: z.string().trim().min(1).max(32),
  rating: z.number().int().min(1, 'Choose 1 to 5 stars.').max(5, 'Choose 1 to 5 stars.'),
  reviewerName: z.string().trim().min(1, 'Please enter your name.').max(REVIEW_SHARE_LIMITS.reviewerNameMax),
  comment: z.string().trim().max(REVIEW_SHARE_LIMITS.commentMax).optional(),
});
export type GuestRatingInput = z.infer<typeof guestRatingInputSchema>;

/** 201 of POST /share/{token}/ratings */
export const guestRatingSavedSchema = z.object({
  ref: z.string(),
  reviewerName: z.string(),
  rating: int,
  comment: z.string().nullable(),
  created: z.string(),
});
export type GuestRatingSaved = z.infer<typeof guestRatingSavedSchema>;
