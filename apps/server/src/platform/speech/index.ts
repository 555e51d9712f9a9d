import type { Config } from '../../config';
import { OpenAiSpeechProvider } from './openai';
import type { SpeechProvider } from './types';

/** The configured speech provider, or null: the candidate's browser speaks the questions. */
export function createSpeechProvider(config: Config): SpeechProvider | null {
  const { baseUrl, apiKey, model, timeoutMs } = config.tts;
  return baseUrl ? new OpenAiSpeechProvider({ baseUrl, apiKey, model, timeoutMs }) : null;
}
