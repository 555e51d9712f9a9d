import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSpeech } from './fake-speech';
import { DEFAULT_VOICE, OpenAiSpeechProvider, SpeechError, languageFields, providerVoice } from './openai';

/** One second of tone as real MP3 bytes, made by ffmpeg. */
const mp3 = execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', '-f', 'mp3', '-']);

let fake: Awaited<ReturnType<typeof startFakeSpeech>>;
beforeAll(async () => {
  fake = await startFakeSpeech(() => ({ audio: mp3 }));
});
afterAll(() => fake.close());

describe('OpenAI-compatible speech adapter', () => {
  it('POSTs {model, voice, input, response_format: mp3} with the bearer key and returns the MP3', async () => {
    const tts = new OpenAiSpeechProvider({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'tts-1', timeoutMs: 5_000 });
    const { audio, contentType } = await tts.synthesize('Tell us about yourself.', { voice: 'en-AU-NatashaNeural', language: 'en-AU' });
    expect(contentType).toBe('audio/mpeg');
    expect(audio.equals(mp3)).toBe(true);
    // An MPEG audio frame sync or an ID3 tag: what ffmpeg's mp3 muxer writes.
    expect(audio.subarray(0, 3).toString('latin1') === 'ID3' || (audio[0] === 0xff && (audio[1] & 0xe0) === 0xe0)).toBe(true);
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/audio/speech');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toEqual({ model: 'tts-1', voice: 'nova', input: 'Tell us about yourself.', response_format: 'mp3' });
  });

  it('sends no authorization header without a key (local servers)', async () => {
    const tts = new OpenAiSpeechProvider({ baseUrl: `${fake.baseUrl}/`, model: 'tts-1', timeoutMs: 5_000 });
    await tts.synthesize('Hi', { voice: 'onyx', language: 'en-US' });
    expect(fake.requests.at(-1)!.headers.authorization).toBeUndefined();
    expect(fake.requests.at(-1)!.path).toBe('/v1/audio/speech');
  });

  it('tells a gpt-* speech model the job’s language (its accent); tts-1 and other servers get no instructions', async () => {
    const tts = new OpenAiSpeechProvider({ baseUrl: fake.baseUrl, model: 'gpt-4o-mini-tts', timeoutMs: 5_000 });
    await tts.synthesize('¿Por qué quiere este puesto?', { voice: 'alloy', language: 'es-ES' });
    expect(fake.requests.at(-1)!.body).toEqual({
      model: 'gpt-4o-mini-tts',
      voice: 'alloy',
      input: '¿Por qué quiere este puesto?',
      response_format: 'mp3',
      instructions: 'Speak in European Spanish.',
    });
    expect(languageFields('gpt-4o-mini-tts', 'en-GB')).toEqual({ instructions: 'Speak in British English.' });
    expect(languageFields('tts-1', 'es-ES')).toEqual({});
    expect(languageFields('kokoro', 'fr-FR')).toEqual({});
  });

  it('maps job voices to provider voices with a default', () => {
    expect(providerVoice('en-AU-NatashaNeural')).toBe('nova');
    expect(providerVoice('en-AU-WilliamNeural')).toBe('onyx');
    expect(providerVoice('Shimmer')).toBe('shimmer');
    expect(providerVoice('xx-XX-UnknownNeural')).toBe(DEFAULT_VOICE);
    expect(DEFAULT_VOICE).toBe('alloy');
  });

  it('fails with a readable SpeechError on an error status, an empty body, a timeout or no server', async () => {
    const tts = new OpenAiSpeechProvider({ baseUrl: fake.baseUrl, apiKey: 'k', model: 'tts-1', timeoutMs: 300 });
    const speak = () => tts.synthesize('Q', { voice: 'alloy', language: 'en' });
    fake.behave = () => ({ status: 401, body: '{"error":{"message":"Incorrect API key"}}' });
    await expect(speak()).rejects.toThrow(/answered 401.*Incorrect API key/);
    await expect(speak()).rejects.toBeInstanceOf(SpeechError);
    fake.behave = () => ({ audio: Buffer.alloc(0) });
    await expect(speak()).rejects.toThrow(/no audio/);
    fake.behave = () => ({ hang: true });
    await expect(speak()).rejects.toThrow(/timed out after 300 ms/);
    fake.behave = () => ({ audio: mp3 });
    const nowhere = new OpenAiSpeechProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'tts-1', timeoutMs: 2_000 });
    await expect(nowhere.synthesize('Q', { voice: 'alloy', language: 'en' })).rejects.toThrow(/unreachable/);
  });
});
