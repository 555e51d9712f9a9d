import { afterEach, describe, expect, it } from 'vitest';
import { CANDIDATE_MSG } from '@candid/shared/candidateMessages';
import { FakeTusServer } from '../test/fakeTusServer';
import { trackTimers } from '../test/timers';
import { MemoryChunkStore } from './chunkStore';
import { UploadManager } from './uploadManager';

const REF = { campaignId: 5, enterpriseId: 7 };
const ENDPOINT = 'http://candid.test/api/uploads/answers';
const bytes = (from: number, n: number) => Uint8Array.from({ length: n }, (_, i) => (from + i) % 251).buffer;
const expected = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 251);

const managers: UploadManager[] = [];
function manager(server: FakeTusServer, store = new MemoryChunkStore()) {
  const m = new UploadManager(store, REF, {
    token: 'tok',
    endpoint: ENDPOINT,
    chunkSize: 64,
    retryDelays: [0, 5, 5, 5],
    restartDelayMs: 5,
    httpStack: server,
  });
  managers.push(m);
  return m;
}

afterEach(() => {
  for (const m of managers.splice(0)) m.stopAll();
});

async function until(check: () => boolean, ms = 5000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** Records `total` bytes in pieces of `piece`, giving the uploader time between them. */
async function record(source: { append(d: ArrayBuffer): Promise<void> }, total: number, piece: number) {
  for (let at = 0; at < total; at += piece) {
    await source.append(bytes(at, Math.min(piece, total - at)));
    await new Promise((r) => setTimeout(r, 1));
  }
}

describe('answer upload over tus (deferred length)', () => {
  it('uploads while recording, declares the final length and clears the store', async () => {
    const server = new FakeTusServer();
    const store = new MemoryChunkStore();
    const m = manager(server, store);
    const source = await m.begin(11, 'video/webm;codecs=vp8,opus');
    await record(source, 1000, 37);
    // Bytes went up before the recording ended.
    await until(() => (server.uploads.get('1')?.bytes.length ?? 0) >= 512);
    expect(m.snapshot().answers[0].state).not.toBe('done');
    await source.finish();
    await until(() => m.snapshot().answers[0].state === 'done');

    const upload = server.uploads.get('1');
    expect(upload?.length).toBe(1000);
    expect(server.bytesOf('1')).toEqual(expected(1000));
    expect(upload?.metadata).toEqual({
      campaignId: '5',
      enterpriseId: '7',
      questionId: '11',
      filetype: 'video/webm;codecs=vp8,opus',
      uploadKey: source.uploadKey,
    });
    expect(server.log.every((r) => r.headers['x-interview-token'] === 'tok')).toBe(true);
    expect(server.log.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(await store.listAnswers(5)).toEqual([]);
    expect(m.snapshot()).toMatchObject({ pending: false, recordedBytes: 1000, ackedBytes: 1000 });
  });

  it('loses nothing through dropped requests and lost answers', async () => {
    const server = new FakeTusServer();
    let n = 0;
    server.intercept = (method) => {
      n += 1;
      if (method === 'POST') return n === 1 ? 'network' : undefined;
      if (n % 5 === 0) return 'network';
      if (n % 7 === 0) return 'lose-response';
      if (n % 11 === 0) return { status: 503 };
      return undefined;
    };
    const m = manager(server);
    const source = await m.begin(11, 'video/webm');
    await record(source, 3000, 53);
    await source.finish();
    await until(() => m.snapshot().answers[0].state === 'done');
    expect(server.bytesOf('1')).toEqual(expected(3000));
    expect(server.uploads.get('1')?.length).toBe(3000);
    expect(server.uploads.size).toBe(1);
    expect(server.log.some((r) => r.method === 'HEAD')).toBe(true);
  });

  it('repeats a creation whose answer was lost with the same uploadKey, so the server makes one upload', async () => {
    const server = new FakeTusServer();
    let posts = 0;
    server.intercept = (method) => (method === 'POST' && ++posts === 1 ? 'lose-response' : undefined);
    const m = manager(server);
    const source = await m.begin(11, 'video/webm');
    await record(source, 600, 50);
    await source.finish();
    await until(() => m.snapshot().answers[0].state === 'done');
    const creations = server.log.filter((r) => r.method === 'POST');
    expect(creations.length).toBeGreaterThanOrEqual(2);
    expect(new Set(creations.map((r) => r.headers['Upload-Metadata'])).size).toBe(1);
    expect(server.uploads.size).toBe(1);
    expect(server.bytesOf('1')).toEqual(expected(600));
  });

  it('stops at a 409 that no retry can change (interview completed) and retries an offset conflict', async () => {
    const timers = trackTimers();
    const server = new FakeTusServer();
    let patches = 0;
    server.intercept = (method) => {
      if (method !== 'PATCH') return undefined;
      patches += 1;
      return patches === 1 ? { status: 409, message: 'Upload-Offset does not match' } : { status: 409, message: CANDIDATE_MSG.answerInterviewCompleted };
    };
    const m = manager(server);
    const source = await m.begin(11, 'video/webm');
    await record(source, 300, 50);
    await source.finish();
    await until(() => m.snapshot().answers[0]?.state === 'failed');
    expect(m.snapshot().answers[0].error).toBe(CANDIDATE_MSG.answerInterviewCompleted);
    const sent = server.log.length;
    // Every retry or restart the upload had scheduled has run, and no request is on its way.
    await timers.settle(() => server.inFlight === 0);
    expect(server.log.length, 'no more requests after a final 409').toBe(sent);
    expect(patches).toBeGreaterThanOrEqual(2);
  });

  it('a stopped recording with no bytes creates no upload', async () => {
    const server = new FakeTusServer();
    const store = new MemoryChunkStore();
    const m = manager(server, store);
    const source = await m.begin(11, 'video/webm');
    await source.finish();
    await until(() => m.snapshot().answers.length === 0);
    expect(server.log).toEqual([]);
    expect(await store.listAnswers(5)).toEqual([]);
  });

  it('resumes after a reload: HEAD, the rest from the store, the final length; no second upload', async () => {
    const server = new FakeTusServer();
    const store = new MemoryChunkStore();
    const first = manager(server, store);
    const source = await first.begin(11, 'video/webm');
    await record(source, 700, 50);
    await until(() => (server.uploads.get('1')?.bytes.length ?? 0) >= 256);
    // The page goes away mid-answer: the recorder stopped without finishing, requests die.
    server.intercept = () => 'network';
    await source.append(bytes(700, 100));
    first.stopAll();
    const stored = (await store.listAnswers(5))[0];
    expect(stored).toMatchObject({ finished: false, recordedBytes: 800, uploadUrl: `${ENDPOINT.replace('/answers', '/answers/1')}` });
    expect(stored.ackedBytes).toBeGreaterThanOrEqual(256);
    // Acknowledged chunks are gone from the device, the rest is kept.
    const kept = await store.listChunks(stored.uploadKey);
    expect(kept[0].start).toBeLessThanOrEqual(stored.ackedBytes);
    expect(kept[0].start + kept[0].size).toBeGreaterThan(stored.ackedBytes);

    server.intercept = () => undefined;
    const second = manager(server, store);
    const restored = await second.restore();
    expect(restored).toMatchObject([{ questionId: 11, interrupted: true, finished: true, recordedBytes: 800 }]);
    await until(() => second.snapshot().answers[0]?.state === 'done');
    expect(server.bytesOf('1')).toEqual(expected(800));
    expect(server.uploads.get('1')?.length).toBe(800);
    expect(server.uploads.size).toBe(1);
    expect(server.log.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(await store.listAnswers(5)).toEqual([]);
  });

  it('a reload right after the final bytes were sent finishes with HEAD alone', async () => {
    const server = new FakeTusServer();
    const store = new MemoryChunkStore();
    const first = manager(server, store);
    const source = await first.begin(11, 'video/webm');
    await record(source, 100, 50);
    let sentFinal = false;
    server.intercept = (method, _url, headers) => {
      if (sentFinal) return 'network'; // the page is going away: nothing more gets through
      sentFinal = method === 'PATCH' && headers['Upload-Length'] !== undefined;
      return sentFinal ? 'lose-response' : undefined;
    };
    await source.finish();
    await until(() => server.uploads.get('1')?.length === 100);
    first.stopAll();
    server.intercept = () => undefined;
    const second = manager(server, store);
    const heads = server.log.length;
    await second.restore();
    await until(() => second.snapshot().answers[0]?.state === 'done');
    expect(server.bytesOf('1')).toEqual(expected(100));
    expect(server.log.slice(heads).map((r) => r.method)).toEqual(['HEAD']);
  });

  it('an upload the server no longer knows fails instead of starting a second attempt', async () => {
    const server = new FakeTusServer();
    const store = new MemoryChunkStore();
    const first = manager(server, store);
    const source = await first.begin(11, 'video/webm');
    await record(source, 300, 50);
    await until(() => (server.uploads.get('1')?.bytes.length ?? 0) >= 128);
    first.stopAll();
    server.uploads.clear();
    const second = manager(server, store);
    await second.restore();
    await until(() => second.snapshot().answers[0]?.state === 'failed');
    expect(server.log.filter((r) => r.method === 'POST')).toHaveLength(1);
    // The bytes stay on the device.
    expect((await store.listAnswers(5)).length).toBe(1);
  });

  it('retries indefinitely while offline and goes at once when told the connection is back', async () => {
    const server = new FakeTusServer();
    let offline = true;
    server.intercept = () => (offline ? 'network' : undefined);
    const m = new UploadManager(new MemoryChunkStore(), REF, {
      token: 'tok',
      endpoint: ENDPOINT,
      chunkSize: 64,
      retryDelays: [0, 5],
      restartDelayMs: 60_000,
      httpStack: server,
    });
    managers.push(m);
    const source = await m.begin(11, 'video/webm');
    await record(source, 200, 50);
    await source.finish();
    await until(() => m.snapshot().answers[0].state === 'retrying' && server.log.length >= 3);
    offline = false;
    m.retryNow();
    await until(() => m.snapshot().answers[0].state === 'done', 2000);
    expect(server.bytesOf('1')).toEqual(expected(200));
  });
});
