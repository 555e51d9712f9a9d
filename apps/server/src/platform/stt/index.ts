import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { OpenAiSpeechToText } from './openai';
import { PocketsphinxSpeechToText, pocketsphinxInstalled } from './pocketsphinx';
import type { SpeechToText } from './types';

let toldOff = false;

/**
 * The speech-to-text engine for answer transcripts: the OpenAI-compatible service when
 * STT_BASE_URL is set, else the offline engine when pocketsphinx and its model are installed,
 * else null (transcripts are off; said once in the log). STT_ENGINE=off turns them off outright.
 */
export function createSpeechToText(config: Pick<Config, 'stt' | 'ffmpegPath' | 'ffprobePath'>, log: FastifyBaseLogger): SpeechToText | null {
  const { engine, baseUrl, apiKey, model, timeoutMs } = config.stt;
  let stt: SpeechToText | null = null;
  let why = 'STT_ENGINE=off';
  if (engine !== 'off') {
    if (baseUrl) {
      stt = new OpenAiSpeechToText({ baseUrl, apiKey, model, timeoutMs, ffmpeg: config.ffmpegPath, ffprobe: config.ffprobePath });
    } else if (pocketsphinxInstalled()) {
      stt = new PocketsphinxSpeechToText({ ffmpeg: config.ffmpegPath });
    } else {
      why = 'no STT_BASE_URL and the offline engine is not installed (apt-get install pocketsphinx pocketsphinx-en-us)';
    }
  }
  if (!stt && !toldOff) {
    toldOff = true;
    log.info(`Answer transcripts are off: ${why}.`);
  }
  return stt;
}
