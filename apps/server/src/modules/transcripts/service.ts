import { and, eq } from 'drizzle-orm';
import { MSG, QUESTION_RESPONSE_STATUS, type Transcript, type TranscriptStatus } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { campaigns, questionResponses, transcripts } from '../../db/schema/index';
import { HttpError, notFound } from '../../http/errors';
import { visibleJobs, type CampaignScope } from '../campaigns/policy';
import { defineSubscriber } from '../../platform/events';
import { enqueue } from '../../platform/queue/define';
import { toWebVtt } from './captions';
import { bulkTranscribeJob, transcribeJob } from './job';
import { z } from 'zod';
import { transcriptChoices } from './settings';
import { transcriptsPolicy } from './policy';

/*
 * Transcripts of answers (issue 15, docs/transcripts.md): one per answer attempt, made by the
 * 'answer.transcribe' job after the answer's transcode, read by whoever may watch the answer.
 */

type ResponseRow = typeof questionResponses.$inferSelect;
export type TranscriptRow = typeof transcripts.$inferSelect;

/** PostgreSQL's text search configurations by primary language (the snowball stemmers of PostgreSQL 13+). */
const TS_CONFIGS: Record<string, string> = {
  ar: 'arabic',
  da: 'danish',
  nl: 'dutch',
  en: 'english',
  fi: 'finnish',
  fr: 'french',
  de: 'german',
  el: 'greek',
  hu: 'hungarian',
  id: 'indonesian',
  ga: 'irish',
  it: 'italian',
  lt: 'lithuanian',
  ne: 'nepali',
  no: 'norwegian',
  nb: 'norwegian',
  nn: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  es: 'spanish',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
};

/**
 * The text search configuration of a language: its stemmer ('english' for en, en-AU, ...), or
 * 'simple' (words as spoken, lower-cased) for a language PostgreSQL has none for. A transcript is
 * indexed in its language's configuration and a search uses the enterprise's language's.
 */
export const tsConfigFor = (language: string | null | undefined) => TS_CONFIGS[(language ?? '').split('-')[0].toLowerCase()] ?? 'simple';

export function presentTranscript(responseId: number, row: TranscriptRow | null | undefined): Transcript {
  if (!row) return { QuestionResponse_ID: responseId, Status: 'none', Language: null, Engine: null, Segments: [], Error: null, UpdatedAt: null };
  return {
    QuestionResponse_ID: responseId,
    Status: row.status as TranscriptStatus,
    Language: row.language,
    Engine: row.engine,
    Segments: row.segments,
    Error: row.error,
    UpdatedAt: row.updatedAt,
  };
}

/** An answer's transcript row, or null (the caller has checked the answer is the enterprise's). */
export async function transcriptOf({ db }: Deps, enterpriseId: number, responseId: number): Promise<TranscriptRow | null> {
  const [row] = await db
    .select()
    .from(transcripts)
    .where(and(eq(transcripts.enterpriseId, enterpriseId), eq(transcripts.questionResponseId, responseId)));
  return row ?? null;
}

/** An answer with its job's hiring manager (the row the policy tests). */
type AnswerOnJob = ResponseRow & { hiringManagerId: number | null };

/** An answer on a job `scope` may see (a member: the video's rule, media/service.ts responseMediaKey); else 404. */
export async function loadReviewableResponse({ db }: Deps, scope: CampaignScope, id: number): Promise<AnswerOnJob> {
  const enterpriseId = typeof scope === 'number' ? scope : scope.enterpriseId;
  const [found] = await db
    .select({ row: questionResponses, hiringManagerId: campaigns.hiringManagerId })
    .from(questionResponses)
    .innerJoin(campaigns, eq(campaigns.id, questionResponses.campaignId))
    .where(and(eq(questionResponses.enterpriseId, enterpriseId), eq(questionResponses.id, id), visibleJobs(scope)));
  if (!found) throw notFound();
  return { ...found.row, hiringManagerId: found.hiringManagerId };
}

/** GET /QuestionResponse/{id}/transcript: Status 'none' while there is none. */
export async function getTranscript(deps: Deps, auth: AuthContext, id: number): Promise<Transcript> {
  await loadReviewableResponse(deps, auth, id);
  return presentTranscript(id, await transcriptOf(deps, auth.enterpriseId, id));
}

/** The WebVTT captions of a ready transcript; 404 while there is none. */
export function captionsOf(row: TranscriptRow | null): string {
  if (row?.status !== 'ready') throw new HttpError(404, MSG.transcriptNotReady);
  return toWebVtt(row.segments);
}

/** GET /QuestionResponse/{id}/captions.vtt */
export async function getCaptions(deps: Deps, auth: AuthContext, id: number): Promise<string> {
  await loadReviewableResponse(deps, auth, id);
  return captionsOf(await transcriptOf(deps, auth.enterpriseId, id));
}

/**
 * Marks the answer's transcript queued (a new row, or the old one reset) and queues its
 * recognition, in the caller's transaction when it has one. A run already queued or running is
 * not queued twice. `bulk`: as one of many (bulkTranscribeJob), behind real answers.
 */
export async function queueTranscription({ db }: Deps, response: ResponseRow, opts: { bulk?: boolean } = {}): Promise<TranscriptRow> {
  const now = new Date().toISOString();
  const [row] = await db
    .insert(transcripts)
    .values({
      enterpriseId: response.enterpriseId,
      campaignId: response.campaignId,
      campaignLineId: response.campaignLineId,
      questionResponseId: response.id,
      status: 'queued',
    })
    .onConflictDoUpdate({
      target: [transcripts.enterpriseId, transcripts.questionResponseId],
      set: { status: 'queued', error: null, attempts: 0, updatedAt: now },
    })
    .returning();
  await enqueue(
    db,
    opts.bulk ? bulkTranscribeJob : transcribeJob,
    { responseId: response.id },
    { enterpriseId: response.enterpriseId, dedupeKey: `response:${response.id}` },
  );
  return row;
}

/**
 * When an answer's transcode has made it playable (the answer.transcoded event of
 * modules/media/transcode.ts, in its transaction): its recognition is queued when an engine runs
 * and the enterprise has transcripts on.
 */
export const transcribeWhenTranscoded = defineSubscriber({
  event: 'answer.transcoded',
  data: z.object({ answerId: z.number().int() }),
  run: async (deps: Deps<'stt'>, { answerId }, event) => {
    if (!deps.stt) return;
    if (!(await transcriptChoices(deps, event.enterpriseId)).transcriptsEnabled) return;
    const [response] = await deps.db
      .select()
      .from(questionResponses)
      .where(and(eq(questionResponses.enterpriseId, event.enterpriseId), eq(questionResponses.id, answerId)));
    if (response) await queueTranscription(deps, response);
  },
});

/**
 * POST /QuestionResponse/{id}/transcript: recognise the answer again (202, queued). 409 when no
 * engine runs, transcripts are off, or the answer is not playable yet.
 */
export async function rerunTranscript(deps: Deps<'queue' | 'stt'>, auth: AuthContext, id: number): Promise<Transcript> {
  // The enterprise's answer, then the policy's test of its job (404 for a job out of the actor's sight).
  const response = await loadReviewableResponse(deps, auth.enterpriseId, id);
  transcriptsPolicy.authorize(auth, 'transcript.rerun', response);
  if (!deps.stt) throw new HttpError(409, MSG.transcriptNoEngine);
  if (!(await transcriptChoices(deps, auth.enterpriseId)).transcriptsEnabled) throw new HttpError(409, MSG.transcriptsOff);
  if (response.status !== QUESTION_RESPONSE_STATUS.Ready) throw new HttpError(409, MSG.transcriptAnswerNotReady);
  const row = await queueTranscription(deps, response);
  deps.queue.wake();
  return presentTranscript(id, row);
}
