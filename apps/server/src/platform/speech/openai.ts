import { languageName } from '../ai/provider';
import type { SpeechProvider } from './types';

export interface OpenAiSpeechOptions {
  /** e.g. https://api.openai.com/v1, or any server with the same POST /audio/speech. */
  baseUrl: string;
  /** Local servers usually need none. */
  apiKey?: string;
  /** e.g. tts-1, gpt-4o-mini-tts. */
  model: string;
  timeoutMs: number;
}

/** The provider's own voice names: passed through unchanged. */
const PROVIDER_VOICES = new Set(['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse']);

/**
 * The job voices of the create-job screen (neural voice names, e.g. en-AU-NatashaNeural) and the
 * provider voice closest to each. A voice not listed falls back to DEFAULT_VOICE.
 */
const VOICE_TABLE: Record<string, string> = {
  'en-AU-NatashaNeural': 'nova',
  'en-AU-WilliamNeural': 'onyx',
  'en-AU-AnnetteNeural': 'shimmer',
  'en-AU-CarlyNeural': 'coral',
  'en-AU-DarrenNeural': 'echo',
  'en-AU-FreyaNeural': 'sage',
  'en-AU-NeilNeural': 'ash',
  'en-GB-SoniaNeural': 'fable',
  'en-GB-RyanNeural': 'onyx',
  'en-US-JennyNeural': 'nova',
  'en-US-AriaNeural': 'shimmer',
  'en-US-GuyNeural': 'echo',
  'en-US-DavisNeural': 'onyx',
};
export const DEFAULT_VOICE = 'alloy';

/** The provider voice for a job's voice setting. */
export function providerVoice(voice: string): string {
  const v = voice.trim();
  if (PROVIDER_VOICES.has(v.toLowerCase())) return v.toLowerCase();
  return VOICE_TABLE[v] ?? DEFAULT_VOICE;
}

/**
 * What the speech request says of the language. Every model reads the text in the language it is
 * written in; OpenAI's gpt-* speech models also take instructions, which set the accent (British
 * or Australian English, European Spanish). tts-1 and tts-1-hd take none, and other servers may
 * refuse fields they do not know, so only those models are sent them.
 */
export function languageFields(model: string, language: string): { instructions?: string } {
  return /^gpt-/i.test(model) && language ? { instructions: `Speak in ${languageName(language)}.` } : {};
}

/** Thrown when the speech service fails; the message is for operators (build lastError). */
export class SpeechError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}

/** Any OpenAI-compatible text-to-speech server: POST {baseUrl}/audio/speech → MP3 bytes. */
export class OpenAiSpeechProvider implements SpeechProvider {
  constructor(private readonly opts: OpenAiSpeechOptions) {}

  async synthesize(text: string, opts: { voice: string; language: string }) {
    const url = `${this.opts.baseUrl.replace(/\/+$/, '')}/audio/speech`;
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'audio/mpeg' };
    if (this.opts.apiKey) headers.authorization = `Bearer ${this.opts.apiKey}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: this.opts.model,
          voice: providerVoice(opts.voice),
          input: text,
          response_format: 'mp3',
          ...languageFields(this.opts.model, opts.language),
        }),
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new SpeechError(timedOut ? `speech service timed out after ${this.opts.timeoutMs} ms` : `speech service unreachable: ${String((err as Error).message ?? err)}`);
    }
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 300);
      throw new SpeechError(`speech service answered ${res.status}${detail ? `: ${detail}` : ''}`, res.status);
    }
    const audio = Buffer.from(await res.arrayBuffer());
    const contentType = res.headers.get('content-type')?.split(';')[0]?.trim() || 'audio/mpeg';
    if (audio.length === 0) throw new SpeechError('speech service returned no audio');
    if (!contentType.startsWith('audio/') && contentType !== 'application/octet-stream') {
      throw new SpeechError(`speech service returned ${contentType}, not audio`);
    }
    return { audio, contentType: 'audio/mpeg' };
  }
}
