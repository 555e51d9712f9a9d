import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerSource, BytesGoneError, readBlob } from './answerSource';
import { MemoryChunkStore, type AnswerRecord } from './chunkStore';

const record = (over: Partial<AnswerRecord> = {}): AnswerRecord => ({
  uploadKey: 'k1',
  campaignId: 5,
  enterpriseId: 7,
  questionId: 11,
  mimeType: 'video/webm',
  uploadUrl: null,
  recordedBytes: 0,
  ackedBytes: 0,
  finished: false,
  interrupted: false,
  createdAt: 1,
  ...over,
});

/** n bytes counting up from `from` (mod 256), so any slice is recognisable. */
const bytes = (from: number, n: number) => Uint8Array.from({ length: n }, (_, i) => (from + i) % 256).buffer;
const text = async (blob: Blob | null) => (blob ? [...new Uint8Array(await readBlob(blob))] : null);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => (from + i) % 256);

/** Resolves when `promise` settles, or 'pending' after the macrotask queue has run. */
async function settled<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), 20))]);
}

describe('chunk store', () => {
  it('keeps chunks in seq order with their offsets and the recorded length', async () => {
    const store = new MemoryChunkStore();
    const source = await AnswerSource.create(store, record());
    await Promise.all([source.append(bytes(0, 3)), source.append(bytes(3, 4)), source.append(bytes(7, 2))]);
    expect(await store.listChunks('k1')).toEqual([
      { seq: 0, start: 0, size: 3 },
      { seq: 1, start: 3, size: 4 },
      { seq: 2, start: 7, size: 2 },
    ]);
    expect((await store.getAnswer('k1'))?.recordedBytes).toBe(9);
  });

  it('an acknowledgement deletes only the chunks wholly below the offset', async () => {
    const store = new MemoryChunkStore();
    const source = await AnswerSource.create(store, record());
    for (const [from, n] of [[0, 3], [3, 4], [7, 2]]) await source.append(bytes(from, n));
    await source.ack(5);
    expect((await store.listChunks('k1')).map((c) => c.seq)).toEqual([1, 2]);
    expect((await store.getAnswer('k1'))?.ackedBytes).toBe(5);
    // Bytes at or above the acknowledged offset can still be served.
    expect(await text((await source.slice(5, 9)).value)).toEqual(range(5, 9));
    await source.ack(7);
    expect((await store.listChunks('k1')).map((c) => c.seq)).toEqual([2]);
    await source.ack(4); // acknowledgements only move forward
    expect(source.ackedBytes).toBe(7);
  });

  it('deleting an answer removes its chunks', async () => {
    const store = new MemoryChunkStore();
    const source = await AnswerSource.create(store, record());
    await source.append(bytes(0, 3));
    await store.deleteAnswer('k1');
    expect(await store.listChunks('k1')).toEqual([]);
    expect(await store.listAnswers(5)).toEqual([]);
  });
});

describe('AnswerSource as a tus FileSource', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a slice waits until its whole range is recorded', async () => {
    const source = await AnswerSource.create(new MemoryChunkStore(), record());
    await source.append(bytes(0, 4));
    const pending = source.slice(0, 10);
    expect(await settled(pending)).toBe('pending');
    await source.append(bytes(4, 4));
    expect(await settled(pending)).toBe('pending');
    await source.append(bytes(8, 4));
    const result = await pending;
    expect(result.done).toBe(false);
    expect(await text(result.value)).toEqual(range(0, 10));
  });

  it('while recording, a slice that has waited long enough goes with the bytes it has', async () => {
    // The slice's clock (Date.now and its timers) is a fake one, so its flush delay can pass.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const source = await AnswerSource.create(new MemoryChunkStore(), record(), 30);
    // Nothing beyond the start yet: it keeps waiting however long it takes.
    let emptySettled = false;
    const empty = source.slice(0, 100).finally(() => {
      emptySettled = true;
    });
    // Ten flush delays pass and every timer due in them runs: the slice is still waiting.
    await vi.advanceTimersByTimeAsync(300);
    expect(emptySettled).toBe(false);
    await source.append(bytes(0, 10));
    const partial = await empty;
    vi.useRealTimers();
    expect(partial.done).toBe(false);
    expect(await text(partial.value)).toEqual(range(0, 10));
    // The next one starts where the server is and waits for new bytes again.
    const next = source.slice(10, 110);
    expect(await settled(next)).toBe('pending');
    await source.append(bytes(10, 5));
    expect(await text((await next).value)).toEqual(range(10, 15));
  });

  it('once finished, the last slice returns the rest with done, then null with done', async () => {
    const source = await AnswerSource.create(new MemoryChunkStore(), record());
    await source.append(bytes(0, 6));
    const pending = source.slice(4, 14);
    expect(await settled(pending)).toBe('pending');
    await source.finish();
    const last = await pending;
    expect(last.done).toBe(true);
    expect(await text(last.value)).toEqual(range(4, 6));
    expect(await source.slice(6, 16)).toEqual({ value: null, done: true });
  });

  it('a slice ending exactly at the end of a finished recording is done', async () => {
    const source = await AnswerSource.create(new MemoryChunkStore(), record());
    await source.append(bytes(0, 8));
    await source.finish();
    const result = await source.slice(0, 8);
    expect(result.done).toBe(true);
    expect(await text(result.value)).toEqual(range(0, 8));
  });

  it('an empty finished recording is done at once with no bytes', async () => {
    const source = await AnswerSource.create(new MemoryChunkStore(), record());
    await source.finish();
    expect(await source.slice(0, 10)).toEqual({ value: null, done: true });
  });

  it('serves any offset at or above the acknowledged one, across chunk boundaries', async () => {
    const source = await AnswerSource.create(new MemoryChunkStore(), record());
    for (let i = 0; i < 10; i += 1) await source.append(bytes(i * 7, 7));
    await source.ack(15);
    for (const [start, end] of [[15, 16], [20, 21], [21, 50], [34, 70], [69, 70]]) {
      expect(await text((await source.slice(start, end)).value)).toEqual(range(start, end));
    }
    await expect(source.slice(13, 20)).rejects.toBeInstanceOf(BytesGoneError);
  });

  it('after a reload, resumes from the store at the server offset and finishes at the recorded length', async () => {
    const store = new MemoryChunkStore();
    const first = await AnswerSource.create(store, record({ uploadUrl: 'http://x/api/uploads/answers/1' }));
    for (let i = 0; i < 5; i += 1) await first.append(bytes(i * 10, 10));
    await first.ack(20);
    // The page dies here: the recording never finished.
    const stored = await store.getAnswer('k1');
    expect(stored).toMatchObject({ finished: false, recordedBytes: 50, ackedBytes: 20 });

    const second = await AnswerSource.restore(store, stored as AnswerRecord);
    expect(second.recordedBytes).toBe(50);
    await second.finish({ interrupted: true });
    expect(await store.getAnswer('k1')).toMatchObject({ finished: true, interrupted: true, recordedBytes: 50 });
    // tus HEAD said 27: it slices from there.
    const rest = await second.slice(27, 27 + 1024);
    expect(rest.done).toBe(true);
    expect(await text(rest.value)).toEqual(range(27, 50));
    // New appends after a restore continue the sequence rather than overwrite.
    expect((await store.listChunks('k1')).map((c) => c.seq)).toEqual([2, 3, 4]);
  });

  it('a disposed source rejects its waiting slice', async () => {
    const source = await AnswerSource.create(new MemoryChunkStore(), record());
    const pending = source.slice(0, 10);
    source.dispose();
    await expect(pending).rejects.toThrow('closed');
  });

  it('appends after finish are refused', async () => {
    const source = await AnswerSource.create(new MemoryChunkStore(), record());
    await source.finish();
    await expect(source.append(bytes(0, 2))).rejects.toThrow('finished');
  });
});
