import fsp from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { backgroundJobs, questionResponses, transcripts, type StoredSegment } from '../src/db/schema/index';
import type { SpeechToText, SpeechTranscript } from '../src/platform/stt/types';

/*
 * Transcripts in tests (issue 15): a speech engine that answers what it is told, and transcripts
 * inserted directly for the search and summary tests.
 */

export interface SttCall {
  file: string;
  language?: string;
  /** The size of the file the engine was handed (it exists only during the call). */
  bytes: number;
}

/** One answer of the fake engine: a transcript, or an error to throw. */
export type SttAnswer = SpeechTranscript | Error;

/**
 * A SpeechToText that reads the file it is given (so a missing file fails as a real engine would)
 * and answers from `answers` in order, then with `fallback`.
 */
export class FakeSpeechToText implements SpeechToText {
  readonly name = 'offline' as const;
  readonly engine = 'fake-stt en';
  calls: SttCall[] = [];
  answers: SttAnswer[] = [];
  fallback: SttAnswer = { segments: [], language: 'en' };

  constructor(readonly languages: readonly string[] = ['en']) {}

  async transcribe(input: { file: string; language?: string; signal?: AbortSignal }): Promise<SpeechTranscript> {
    const { size } = await fsp.stat(input.file);
    this.calls.push({ file: input.file, language: input.language, bytes: size });
    const answer = this.answers.shift() ?? this.fallback;
    if (answer instanceof Error) throw answer;
    return answer;
  }
}

/** Segments of consecutive sentences, `seconds` apart. */
export const segmentsOf = (sentences: string[], seconds = 2.5): StoredSegment[] =>
  sentences.map((text, i) => ({ start: i * seconds, end: (i + 1) * seconds - 0.1, text }));

/** A ready transcript of an answer, inserted directly (English search configuration). */
export async function insertTranscript(
  app: FastifyInstance,
  response: Pick<typeof questionResponses.$inferSelect, 'id' | 'enterpriseId' | 'campaignId' | 'campaignLineId'>,
  sentences: string[],
) {
  const segments = segmentsOf(sentences);
  await app.ctx.db.insert(transcripts).values({
    enterpriseId: response.enterpriseId,
    campaignId: response.campaignId,
    campaignLineId: response.campaignLineId,
    questionResponseId: response.id,
    status: 'ready',
    language: 'en',
    engine: 'fake-stt en',
    segments,
    fullText: segments.map((s) => s.text).join(' '),
    tsConfig: sql`'english'::regconfig`,
  });
}

/** Makes every pending job of this name due now (skipping the queue's retry backoff). */
export async function makeDue(app: FastifyInstance, name: string) {
  await app.ctx.db
    .update(backgroundJobs)
    .set({ runAt: new Date(Date.now() - 1000).toISOString() })
    .where(and(eq(backgroundJobs.name, name), eq(backgroundJobs.status, 'pending')));
}

/** Jobs of this name, oldest first. */
export const jobsNamed = (app: FastifyInstance, name: string) =>
  app.ctx.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, name)).orderBy(backgroundJobs.id);
