import { z } from 'zod';
import { int4 as int } from './columns';

/*
 * Transcripts, captions and summaries (issue 15). Speech recognition runs after an answer's
 * transcode, per attempt (one QuestionResponse row each); times are seconds from the start of
 * the answer's video. A summary says what the candidate said, never how good it was.
 */

/**
 * Where an answer's transcript is: 'none' when transcripts were off, no engine runs or the answer is
 * not playable yet; 'queued' waiting (or waiting to retry); 'running'; 'ready'; 'failed' for good
 * (a reviewer may POST to run it again).
 */
export const TRANSCRIPT_STATUSES = ['none', 'queued', 'running', 'ready', 'failed'] as const;
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number];

/** One recognised stretch of speech. */
export const transcriptSegmentSchema = z.object({
  /** Seconds from the start of the video. */
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

/** GET /QuestionResponse/{id}/transcript (and the share link's equivalent). */
export const transcriptSchema = z.object({
  QuestionResponse_ID: int,
  Status: z.enum(TRANSCRIPT_STATUSES),
  /** The interview language passed to the engine (BCP 47, e.g. 'en'), or null. */
  Language: z.string().nullable(),
  /** What produced it, e.g. 'pocketsphinx en-us' or 'whisper-1 (openai-compatible)'; null until made. */
  Engine: z.string().nullable(),
  Segments: z.array(transcriptSegmentSchema),
  /**
   * Why the last run failed: a sentence for the reviewer. Set on 'failed'; on 'queued' it is the
   * previous attempt's failure while a retry waits (show it as "retrying"); null otherwise.
   */
  Error: z.string().nullable(),
  UpdatedAt: z.string().nullable(),
});
export type Transcript = z.infer<typeof transcriptSchema>;

/** The statement shown next to every summary (UI) and in the README. */
export const SUMMARY_NOT_A_JUDGEMENT =
  'A summary of what the candidate said, made by software. It is not a score, a ranking or a judgement of the candidate.';

/** GET /CampaignLine/{id}/summary: per answer and overall; null data when none was made yet. */
export const candidateSummarySchema = z.object({
  fk_CampaignLine_ID: int,
  /** 'ai': the AI adapter wrote it; 'extractive': the key sentences, picked offline. */
  Kind: z.enum(['ai', 'extractive']),
  /** Which model produced it, e.g. 'gpt-4o-mini' or 'extractive (offline)'. */
  Model: z.string(),
  Overall: z.string(),
  Answers: z.array(
    z.object({
      QuestionResponse_ID: int,
      fk_Question_ID: int,
      Summary: z.string(),
    }),
  ),
  GeneratedAt: z.string(),
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

/**
 * Where a transcript search matched (the candidate's best matching answer, by rank): a fragment of
 * the transcript of about 8 to 20 words around the match, as spoken (no ellipses added: show one
 * before and after it), with the matched words as [start, end) offsets into `Snippet` in UTF-16
 * code units (JavaScript string indices), in order and not overlapping.
 */
export const transcriptMatchSchema = z.object({
  /** The recorded answer whose transcript matched; null for a written answer (issue 29). */
  QuestionResponse_ID: int.nullable(),
  fk_Question_ID: int,
  Snippet: z.string(),
  Highlights: z.array(z.tuple([int, int])),
  /** Seconds into the answer where the matching segment starts; null for a written answer. */
  Start: z.number().nonnegative().nullable(),
});
export type TranscriptMatch = z.infer<typeof transcriptMatchSchema>;

/** GET/PUT /Transcripts/Settings: the enterprise's choices (owner and administrators change them). */
export const transcriptSettingsInputSchema = z.object({
  TranscriptsEnabled: z.boolean(),
  SummariesEnabled: z.boolean(),
  /**
   * BCP 47 primary language searches of what candidates said read words in, e.g. 'en', 'es'. Answers
   * are transcribed and summarised in their job's language (Campaign_Language, issue 32).
   */
  Language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Choose a language.'),
});
export type TranscriptSettingsInput = z.infer<typeof transcriptSettingsInputSchema>;

export const transcriptSettingsSchema = transcriptSettingsInputSchema.extend({
  /** Whether any speech recognition engine runs on this server (a service or the offline one). */
  EngineAvailable: z.boolean(),
  /** The engine's name, e.g. 'pocketsphinx en-us', or null when none. */
  Engine: z.string().nullable(),
  /** Languages the offline engine understands (others need the service); empty when it is absent. */
  OfflineLanguages: z.array(z.string()),
});
export type TranscriptSettings = z.infer<typeof transcriptSettingsSchema>;
