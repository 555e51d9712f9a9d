import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStt, type FakeStt } from './fake-stt';
import { OpenAiSpeechToText, languageCode } from './openai';
import { SttUnavailableError } from './types';

const dir = mkdtempSync(path.join(os.tmpdir(), 'candid-stt-test-'));
/** A two-second answer-like MP4 (tone + picture), and a silent video with no audio stream. */
const answer = path.join(dir, 'answer.mp4');
const mute = path.join(dir, 'mute.mp4');
const ff = (args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
ff(['-f', 'lavfi', '-i', 'sine=frequency=300:duration=2', '-f', 'lavfi', '-i', 'color=c=gray:s=64x48:d=2', '-shortest', '-c:v', 'libx264', '-c:a', 'aac', answer]);
ff(['-f', 'lavfi', '-i', 'color=c=gray:s=64x48:d=1', '-c:v', 'libx264', mute]);

let fake: FakeStt;
beforeAll(async () => {
  fake = await startFakeStt();
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

const client = (over: Partial<ConstructorParameters<typeof OpenAiSpeechToText>[0]> = {}) =>
  new OpenAiSpeechToText({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'whisper-1', timeoutMs: 5_000, ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', ...over });

async function failure(p: Promise<unknown>): Promise<SttUnavailableError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SttUnavailableError);
  return err as SttUnavailableError;
}

describe('OpenAI-compatible speech-to-text adapter', () => {
  it('uploads the answer as 16 kHz mono MP3 with model, verbose_json and segment timestamps, and reads the segments', async () => {
    fake.behave = () => ({
      json: {
        task: 'transcribe',
        language: 'english',
        duration: 2.0,
        text: ' I led a team. Of twelve people.',
        segments: [
          { id: 1, start: 1.1, end: 2.0, text: ' Of twelve people. ' },
          { id: 0, start: 0.0, end: 1.1, text: ' I led a team.' },
          { id: 2, start: 2.0, end: 2.0, text: '  ' },
        ],
      },
    });
    const stt = client();
    expect(stt.name).toBe('openai-compatible');
    expect(stt.engine).toBe('whisper-1 (openai-compatible)');
    const result = await stt.transcribe({ file: answer });
    expect(result).toEqual({
      language: 'en',
      segments: [
        { start: 0, end: 1.1, text: 'I led a team.' },
        { start: 1.1, end: 2, text: 'Of twelve people.' },
      ],
    });
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/audio/transcriptions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.fields).toEqual({ model: ['whisper-1'], response_format: ['verbose_json'], 'timestamp_granularities[]': ['segment'] });
    expect(req.file?.name).toBe('answer.mp3');
    expect(req.file?.type).toBe('audio/mpeg');
    // What was uploaded is the answer's audio: an MP3 of about two seconds, 16 kHz, one channel.
    const upload = path.join(dir, 'upload.mp3');
    writeFileSync(upload, req.file!.bytes);
    const probe = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,sample_rate,channels:format=duration', '-of', 'json', upload]).toString();
    const info = JSON.parse(probe) as { streams: { codec_name: string; sample_rate: string; channels: number }[]; format: { duration: string } };
    expect(info.streams).toEqual([{ codec_name: 'mp3', sample_rate: '16000', channels: 1 }]);
    expect(Number(info.format.duration)).toBeGreaterThan(1.8);
    expect(Number(info.format.duration)).toBeLessThan(2.3);
  });

  it('passes the language when given, sends no key to keyless servers, and falls back to one segment over the duration', async () => {
    fake.behave = () => ({ json: { text: ' Bonjour à tous. ' } });
    const result = await client({ apiKey: undefined, baseUrl: `${fake.baseUrl}/` }).transcribe({ file: answer, language: 'fr' });
    const req = fake.requests.at(-1)!;
    expect(req.headers.authorization).toBeUndefined();
    expect(req.path).toBe('/v1/audio/transcriptions');
    expect(req.fields.language).toEqual(['fr']);
    expect(result.language).toBe('fr');
    expect(result.segments).toHaveLength(1);
    expect(result.segments[0]!.text).toBe('Bonjour à tous.');
    expect(result.segments[0]!.start).toBe(0);
    // No duration in the answer: the uploaded audio's own.
    expect(result.segments[0]!.end).toBeGreaterThan(1.8);
    expect(result.segments[0]!.end).toBeLessThan(2.3);

    fake.behave = () => ({ json: { text: 'Hello.', duration: 2.04, language: 'en' } });
    expect(await client().transcribe({ file: answer })).toEqual({ segments: [{ start: 0, end: 2.04, text: 'Hello.' }], language: 'en' });
    fake.behave = () => ({ json: { text: '   ', segments: [] } });
    expect(await client().transcribe({ file: answer })).toEqual({ segments: [], language: null });
  });

  it('makes no request for a file without audio', async () => {
    const before = fake.requests.length;
    expect(await client().transcribe({ file: mute, language: 'en' })).toEqual({ segments: [], language: 'en' });
    expect(fake.requests.length).toBe(before);
  });

  it('fails with a reason: malformed answers, error statuses, a server that never answers, no server', async () => {
    fake.behave = () => ({ raw: '<html>gateway</html>' });
    expect((await failure(client().transcribe({ file: answer }))).reason).toBe('malformed');
    fake.behave = () => ({ json: { segments: [{ start: 'zero' }] } });
    const shape = await failure(client().transcribe({ file: answer }));
    expect(shape.reason).toBe('malformed');
    expect(shape.message).toMatch(/not a transcription/);

    fake.behave = () => ({ status: 500, body: '{"error":{"message":"model overloaded"}}' });
    const server = await failure(client().transcribe({ file: answer }));
    expect(server.reason).toBe('http');
    expect(server.message).toMatch(/answered 500.*model overloaded/);
    fake.behave = () => ({ status: 401, body: '{"error":{"message":"Incorrect API key"}}' });
    const auth = await failure(client().transcribe({ file: answer }));
    expect(auth.reason).toBe('http');
    expect(auth.message).toMatch(/answered 401.*Incorrect API key/);

    // The limit covers ffmpeg's extraction too: long enough for it on a loaded machine (a CI run
    // saw it take over 400 ms), so that it is the service's silence that runs out.
    fake.behave = () => ({ hang: true });
    const slow = await failure(client({ timeoutMs: 5_000 }).transcribe({ file: answer }));
    expect(slow.reason).toBe('timeout');
    expect(slow.message).toMatch(/transcription service timed out after 5000 ms/);

    const nowhere = await failure(client({ baseUrl: 'http://127.0.0.1:9/v1' }).transcribe({ file: answer }));
    expect(nowhere.reason).toBe('network');
    expect(nowhere.message).toMatch(/unreachable/);
  });

  it("stops at once when the caller aborts: the server shutting down (the caller's reason) or the job's deadline (a timeout)", async () => {
    fake.behave = () => ({ hang: true });
    const controller = new AbortController();
    const started = Date.now();
    const pending = client({ timeoutMs: 60_000 }).transcribe({ file: answer, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('shutting down')), 300);
    await expect(pending).rejects.toThrow('shutting down');
    expect(Date.now() - started).toBeLessThan(10_000);
    // A deadline the caller set (the job's) is a timeout like the adapter's own.
    const late = await failure(client({ timeoutMs: 60_000 }).transcribe({ file: answer, signal: AbortSignal.timeout(400) }));
    expect(late.reason).toBe('timeout');
  });

  it('reads language names and tags as two-letter codes', () => {
    expect(languageCode('english')).toBe('en');
    expect(languageCode('German')).toBe('de');
    expect(languageCode('en')).toBe('en');
    expect(languageCode('en-AU')).toBe('en');
    expect(languageCode('klingonese')).toBeNull();
    expect(languageCode(null)).toBeNull();
  });
});
