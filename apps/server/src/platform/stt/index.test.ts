import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createSpeechToText } from './index';
import { pocketsphinxInstalled } from './pocketsphinx';
import { notInstalled, requireDependency } from '../../../test/requires';

/** Records what the factory logs, in the shape of a Fastify logger. */
function recordingLog() {
  const lines: string[] = [];
  const log = {
    info: (msg: string) => lines.push(msg),
    warn: (msg: string) => lines.push(msg),
    error: (msg: string) => lines.push(msg),
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    silent: () => {},
    level: 'info',
    child: () => log,
  };
  return { log: log as unknown as Parameters<typeof createSpeechToText>[1], lines };
}

describe('createSpeechToText', () => {
  it('uses the OpenAI-compatible service when STT_BASE_URL is set', () => {
    const config = loadConfig({ NODE_ENV: 'test', STT_BASE_URL: 'http://127.0.0.1:9/v1', STT_MODEL: 'large-v3' });
    expect(config.stt).toEqual({ engine: 'auto', baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'large-v3', timeoutMs: 300_000 });
    const stt = createSpeechToText(config, recordingLog().log);
    expect(stt?.name).toBe('openai-compatible');
    expect(stt?.engine).toBe('large-v3 (openai-compatible)');
    expect(stt?.languages).toEqual([]);
  });

  it.runIf(requireDependency(pocketsphinxInstalled(), notInstalled('pocketsphinx or pocketsphinx-en-us', 'the offline transcripts')))('falls back to the offline engine when it is installed', () => {
    const stt = createSpeechToText(loadConfig({ NODE_ENV: 'test' }), recordingLog().log);
    expect(stt?.name).toBe('offline');
    expect(stt?.engine).toBe('pocketsphinx en-us');
    expect(stt?.languages).toEqual(['en']);
  });

  it('is off with STT_ENGINE=off, whatever is configured, and says so once', () => {
    const { log, lines } = recordingLog();
    expect(createSpeechToText(loadConfig({ NODE_ENV: 'test', STT_ENGINE: 'off', STT_BASE_URL: 'http://127.0.0.1:9/v1' }), log)).toBeNull();
    expect(createSpeechToText(loadConfig({ NODE_ENV: 'test', STT_ENGINE: 'off' }), log)).toBeNull();
    expect(lines.length).toBeLessThanOrEqual(1);
    expect(() => loadConfig({ NODE_ENV: 'test', STT_ENGINE: 'sometimes' })).toThrow(/STT_ENGINE/);
  });
});
