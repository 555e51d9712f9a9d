import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { probeMedia } from '../media/ffmpeg';
import { abortError, extractAudio } from './process';
import { SttUnavailableError, type SpeechToText, type SpeechTranscript, type TranscribeInput } from './types';

export interface OpenAiTranscriptionOptions {
  /** e.g. https://api.openai.com/v1, or any server with the same POST /audio/transcriptions. */
  baseUrl: string;
  /** Local servers usually need none. */
  apiKey?: string;
  /** e.g. whisper-1. */
  model: string;
  /** The whole request, upload and answer included. */
  timeoutMs: number;
  ffmpeg: string;
  ffprobe: string;
}

/** The fields of `response_format=verbose_json` that a transcript needs; others are ignored. */
const verboseJson = z.object({
  text: z.string(),
  language: z.string().nullish(),
  duration: z.number().nullish(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })).nullish(),
});

let languageCodes: Map<string, string> | undefined;

/**
 * OpenAI answers the detected language by name ("english"); other servers send a code ("en").
 * Either becomes the two-letter code, or null when it is neither.
 */
export function languageCode(reported: string | null | undefined): string | null {
  const value = reported?.trim().toLowerCase();
  if (!value) return null;
  const tag = /^([a-z]{2,3})(?:[-_][a-z0-9]+)*$/.exec(value);
  if (tag) return tag[1]!;
  if (!languageCodes) {
    languageCodes = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'language' });
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (const a of letters) {
      for (const b of letters) {
        const name = names.of(a + b);
        if (name && name !== a + b) languageCodes.set(name.toLowerCase(), a + b);
      }
    }
  }
  return languageCodes.get(value) ?? null;
}

/**
 * Any OpenAI-compatible transcription server (OpenAI, Groq, faster-whisper servers, vLLM): the
 * answer's audio as a 16 kHz mono MP3, `response_format=verbose_json` with segment timestamps.
 * Failures are SttUnavailableErrors; retrying is the queue's job.
 */
export class OpenAiSpeechToText implements SpeechToText {
  readonly name = 'openai-compatible';
  readonly engine: string;
  readonly languages: readonly string[] = [];

  constructor(private readonly opts: OpenAiTranscriptionOptions) {
    this.engine = `${opts.model} (openai-compatible)`;
  }

  async transcribe(input: TranscribeInput): Promise<SpeechTranscript> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'candid-stt-'));
    try {
      const mp3 = path.join(dir, 'answer.mp3');
      const audio = await extractAudio(this.opts.ffmpeg, input.file, mp3, {
        format: 'mp3',
        timeoutMs: this.opts.timeoutMs,
        signal: input.signal,
        background: input.background,
      });
      if (!audio) return { segments: [], language: input.language ?? null };
      const result = await this.request(await readFile(mp3), input.language, input.signal);
      const language = input.language ?? languageCode(result.language);
      const segments = (result.segments ?? [])
        .map((s) => ({ start: Math.max(0, s.start), end: Math.max(0, s.start, s.end), text: s.text.replace(/\s+/g, ' ').trim() }))
        .filter((s) => s.text)
        .sort((a, b) => a.start - b.start);
      if (segments.length > 0) return { segments, language };
      const text = result.text.replace(/\s+/g, ' ').trim();
      if (!text) return { segments: [], language };
      // A server without segment timestamps: the whole text over the whole answer.
      const duration = result.duration ?? ((await probeMedia(this.opts.ffprobe, mp3, input.signal).catch(() => null))?.durationMs ?? 0) / 1000;
      return { segments: [{ start: 0, end: duration, text }], language };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async request(audio: Buffer, language: string | undefined, signal?: AbortSignal): Promise<z.infer<typeof verboseJson>> {
    const url = `${this.opts.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(audio)], { type: 'audio/mpeg' }), 'answer.mp3');
    form.append('model', this.opts.model);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'segment');
    if (language) form.append('language', language);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.opts.apiKey) headers.authorization = `Bearer ${this.opts.apiKey}`;
    const timeout = AbortSignal.timeout(this.opts.timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let body: string;
    let res: Response;
    try {
      res = await fetch(url, { method: 'POST', headers, body: form, signal: both });
      body = await res.text();
    } catch (err) {
      if (signal?.aborted) throw abortError(signal, 'transcription service');
      if (timeout.aborted) throw new SttUnavailableError('timeout', `transcription service timed out after ${this.opts.timeoutMs} ms`, { cause: err });
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String((err as Error)?.message ?? err);
      throw new SttUnavailableError('network', `transcription service unreachable: ${cause}`, { cause: err });
    }
    if (!res.ok) {
      throw new SttUnavailableError('http', `transcription service answered ${res.status}${body ? `: ${body.slice(0, 300)}` : ''}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (err) {
      throw new SttUnavailableError('malformed', `transcription service returned no JSON: ${body.slice(0, 120)}`, { cause: err });
    }
    const parsed = verboseJson.safeParse(json);
    if (!parsed.success) {
      throw new SttUnavailableError('malformed', `transcription service answer is not a transcription: ${parsed.error.issues[0]?.message ?? 'unexpected shape'}`);
    }
    return parsed.data;
  }
}
