import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/harness';
import { startFakeAvatar, sampleMp4 } from './fake-avatar';
import { createAvatarProvider } from './index';
import { AvatarError, SynthesiaAvatarProvider } from './synthesia';

let fake: Awaited<ReturnType<typeof startFakeAvatar>>;
beforeAll(async () => {
  fake = await startFakeAvatar();
});
afterAll(() => fake.close());

const provider = (over: Partial<ConstructorParameters<typeof SynthesiaAvatarProvider>[0]> = {}) =>
  new SynthesiaAvatarProvider({ baseUrl: fake.baseUrl, apiKey: 'syn-key', avatarId: 'anna_costume1_cameraA', pollMs: 20, timeoutMs: 5_000, ...over });
const render = (p: SynthesiaAvatarProvider) => p.render('Why nursing?', { voice: 'en-AU-NatashaNeural', language: 'en-AU' });

describe('Synthesia-compatible avatar adapter', () => {
  it('creates the video, polls until complete and downloads the MP4', async () => {
    fake.behave = () => ({ polls: 1 });
    const n = fake.requests.length;
    const { video, contentType } = await render(provider());
    expect(contentType).toBe('video/mp4');
    expect(video.equals(sampleMp4())).toBe(true);
    expect(video.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const calls = fake.requests.slice(n);
    expect(calls.map((r) => `${r.method} ${r.path.replace(/vid-\d+/, 'ID')}`)).toEqual([
      'POST /v2/videos',
      'GET /v2/videos/ID',
      'GET /v2/videos/ID',
      'GET /download/ID.mp4',
    ]);
    expect(calls[0].headers.authorization).toBe('syn-key');
    expect(calls[1].headers.authorization).toBe('syn-key');
    expect(calls[3].headers.authorization).toBeUndefined();
    expect(calls[0].body).toEqual({
      test: false,
      title: 'Why nursing?',
      visibility: 'private',
      input: [{ scriptText: 'Why nursing?', avatar: 'anna_costume1_cameraA', background: 'off_white' }],
    });
  });

  it('fails with a readable AvatarError on a failed video, a timeout, an error status or no server', async () => {
    fake.behave = () => ({ fail: true });
    await expect(render(provider())).rejects.toThrow(/avatar video vid-\d+ failed/);
    fake.behave = () => ({ never: true });
    await expect(render(provider({ timeoutMs: 200 }))).rejects.toThrow(/timed out after 200 ms/);
    fake.behave = () => ({ status: 401, body: '{"context":"Invalid API key"}' });
    await expect(render(provider())).rejects.toThrow(/answered 401.*Invalid API key/);
    await expect(render(provider())).rejects.toBeInstanceOf(AvatarError);
    fake.behave = () => ({ polls: 1 });
    await expect(render(provider({ baseUrl: 'http://127.0.0.1:9/v2' }))).rejects.toThrow(/unreachable/);
  });

  it('is off unless AVATAR_BASE_URL is set', () => {
    expect(testConfig().avatar).toMatchObject({ avatarId: 'anna_costume1_cameraA', pollMs: 5_000, timeoutMs: 900_000 });
    expect(createAvatarProvider(testConfig())).toBeNull();
    expect(createAvatarProvider(testConfig({ AVATAR_BASE_URL: fake.baseUrl }))).toBeInstanceOf(SynthesiaAvatarProvider);
  });
});
