import fsp from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { MSG, QUESTION_RESPONSE_STATUS } from '@candid/shared';
import type { Deps } from '../../context';
import { questionResponses, transcripts, type StoredSegment } from '../../db/schema/index';
import { z } from 'zod';
import { defineJob } from '../../platform/queue/define';
import type { JobContext } from '../../platform/queue/types';
import { SttUnavailableError, type SpeechToText } from '../../platform/stt/types';
import { languageName } from '../../platform/ai/provider';
import { tsConfigFor } from './service';
import { jobLanguage, primaryLanguage } from './settings';
import { queueSummaryWhenTranscribed } from './summary';

/** Longest one recognition may take before it is stopped (and retried through the queue). */
const TRANSCRIBE_TIMEOUT_MS = 15 * 60_000;

/** The sentence a reviewer reads when recognition failed for good. */
export function failureSentence(err: unknown): string {
  if (err instanceof SttUnavailableError) {
    if (err.reason === 'timeout') return MSG.transcriptTimeout;
    if (err.reason === 'network') return MSG.transcriptServiceUnreachable;
    if (err.reason === 'http' || err.reason === 'malformed') return MSG.transcriptServiceError;
  }
  return MSG.transcriptFailed;
}

/** Segments as stored: finite, in order, times clamped to 0.., text on one line, empty ones dropped. */
export function cleanSegments(segments: readonly StoredSegment[]): StoredSegment[] {
  return segments
    .map((s) => {
      const start = Number.isFinite(s.start) ? Math.max(0, s.start) : 0;
      const end = Number.isFinite(s.end) ? Math.max(start, s.end) : start;
      return { start: Math.round(start * 1000) / 1000, end: Math.round(end * 1000) / 1000, text: String(s.text ?? '').replace(/\s+/g, ' ').trim() };
    })
    .filter((s) => s.text)
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The transcript's full text: the segments' text joined by single spaces (search offsets rely on it). */
export const fullTextOf = (segments: readonly StoredSegment[]) => segments.map((s) => s.text).join(' ');

/** Recognition attempts before the transcript is marked failed (10 s, then 20 s apart). */
export const TRANSCRIBE_MAX_ATTEMPTS = 3;
/** The queue lane of bulkTranscribeJob, and how many of its jobs run at once. */
export const BULK_TRANSCRIBE_LANE = 'transcribe-bulk';
export const BULK_TRANSCRIBE_CONCURRENCY = 1;

const answer = z.object({ responseId: z.number().int() });

/** What recognition needs: the engine, the store (a copy of the answer), a working folder, and the queue (the summary). */
type TranscribeDeps = Deps<'stt' | 'media' | 'config' | 'queue'>;

/**
 * The 'answer.transcribe' job (issue 15), queued by service.ts queueTranscription: the answer's
 * playable file to a working folder, the speech engine (deps.stt) in the job's language (its primary
 * subtag), the segments stored. An engine that does not understand that language (the offline one
 * is English only) is not run: the transcript fails at once with a sentence saying so, rather than
 * holding English words guessed from other speech. A failure is retried by the queue
 * (TRANSCRIBE_MAX_ATTEMPTS, with its backoff); after the last one the transcript is 'failed' with
 * a sentence for the reviewer. When the
 * candidate's answers are all transcribed, their summary is queued (if the enterprise has
 * summaries on).
 */
export const transcribeJob = defineJob({
  name: 'answer.transcribe',
  payload: answer,
  maxAttempts: TRANSCRIBE_MAX_ATTEMPTS,
  run: (deps: TranscribeDeps, { responseId }, job) => transcribeAnswer(deps, responseId, job, { background: false }),
});

/**
 * The same recognition asked for in bulk (the demo's answers at first start), in a queue lane of
 * its own that runs one at a time, its engine at a lower CPU priority, so a batch of them never
 * holds back a real answer's transcode or transcript.
 */
export const bulkTranscribeJob = defineJob({
  name: 'answer.transcribe.bulk',
  payload: answer,
  lane: BULK_TRANSCRIBE_LANE,
  maxAttempts: TRANSCRIBE_MAX_ATTEMPTS,
  run: (deps: TranscribeDeps, { responseId }, job) => transcribeAnswer(deps, responseId, job, { background: true }),
});

async function transcribeAnswer(deps: TranscribeDeps, responseId: number, job: JobContext, opts: { background: boolean }) {
  const enterpriseId = job.enterpriseId ?? -1;
  const [found] = await deps.db
    .select({ response: questionResponses, transcript: transcripts })
    .from(transcripts)
    .innerJoin(
      questionResponses,
      and(eq(questionResponses.enterpriseId, transcripts.enterpriseId), eq(questionResponses.id, transcripts.questionResponseId)),
    )
    .where(and(eq(transcripts.enterpriseId, enterpriseId), eq(transcripts.questionResponseId, responseId)));
  if (!found) return;
  const { response } = found;
  const key = response.mp4Key ?? response.originalKey;
  const where = and(eq(transcripts.enterpriseId, enterpriseId), eq(transcripts.questionResponseId, responseId));
  const fail = async (error: string) => {
    await deps.db.update(transcripts).set({ status: 'failed', error, updatedAt: new Date().toISOString() }).where(where);
    await queueSummaryWhenTranscribed(deps, { enterpriseId, lineId: response.campaignLineId });
  };
  if (response.status !== QUESTION_RESPONSE_STATUS.Ready || !key) return;
  const stt = deps.stt;
  if (!stt) return fail(MSG.transcriptNoEngine);
  const language = primaryLanguage(await jobLanguage(deps, enterpriseId, response.campaignId));
  if (stt.languages.length && !stt.languages.includes(language)) {
    return fail(MSG.transcriptLanguageUnsupported(stt.languages.map(languageName).join(', '), languageName(language)));
  }

  await deps.db
    .update(transcripts)
    .set({ status: 'running', attempts: job.attempt, language, updatedAt: new Date().toISOString() })
    .where(where);
  try {
    const result = await recognise(deps, stt, { key, language, name: `${responseId}-${job.id}`, background: opts.background });
    const segments = cleanSegments(result.segments);
    const spoken = result.language ?? language;
    await deps.db
      .update(transcripts)
      .set({
        status: 'ready',
        language: spoken,
        engine: stt.engine,
        segments,
        fullText: fullTextOf(segments),
        tsConfig: sql`${tsConfigFor(spoken)}::regconfig`,
        error: null,
        updatedAt: new Date().toISOString(),
      })
      .where(where);
    job.log.info({ responseId, segments: segments.length, engine: stt.engine }, 'answer transcribed');
    await queueSummaryWhenTranscribed(deps, { enterpriseId, lineId: response.campaignLineId });
  } catch (err) {
    if (job.attempt >= TRANSCRIBE_MAX_ATTEMPTS) await fail(failureSentence(err));
    else await deps.db.update(transcripts).set({ status: 'queued', error: failureSentence(err), updatedAt: new Date().toISOString() }).where(where);
    throw err;
  }
}

/** Runs the engine on a copy of the answer in its own working folder, removed after. */
async function recognise(deps: Deps<'media' | 'config'>, stt: SpeechToText, { key, language, name, background }: { key: string; language: string; name: string; background: boolean }) {
  const dir = path.join(deps.config.dataDir, 'transcribe', name);
  await fsp.rm(dir, { recursive: true, force: true });
  await fsp.mkdir(dir, { recursive: true });
  try {
    const file = await deps.media.download(key, path.join(dir, `answer${path.extname(key) || '.mp4'}`));
    return await stt.transcribe({ file, language, signal: AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS), background });
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
