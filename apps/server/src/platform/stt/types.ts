/**
 * Speech to text (issue 15, DESIGN §1 adapters): an OpenAI-compatible `/v1/audio/transcriptions`
 * service when STT_BASE_URL is set, else the offline engine when it is installed, else none
 * (transcripts are off and the app says so).
 */
export interface SpeechToText {
  readonly name: 'openai-compatible' | 'offline';
  /** What produced a transcript, stored with it, e.g. 'pocketsphinx en-us' or 'whisper-1 (openai-compatible)'. */
  readonly engine: string;
  /** Primary languages it understands (BCP 47 primary subtags); empty: any the service accepts. */
  readonly languages: readonly string[];
  /**
   * Recognises the speech in a local media file (any format ffmpeg reads: the answer's MP4 or
   * recording). Segments are in order, with times in seconds from the start of the file.
   * `background`: work done in bulk, whose programs run at a lower CPU priority.
   */
  transcribe(input: TranscribeInput): Promise<SpeechTranscript>;
}

export interface TranscribeInput {
  file: string;
  language?: string;
  signal?: AbortSignal;
  background?: boolean;
}

export interface SpeechTranscript {
  segments: { start: number; end: number; text: string }[];
  /** The language the engine reports or was given, or null. */
  language: string | null;
}

export type SttFailure = 'timeout' | 'network' | 'http' | 'malformed' | 'engine' | 'missing';

/** Recognition failed; the job retries through the queue and stores a sentence for the reviewer. */
export class SttUnavailableError extends Error {
  override readonly name = 'SttUnavailableError';
  constructor(
    readonly reason: SttFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
