import { LIVE_FLUSH_MS } from '../constants';
import type { AnswerRecord, ChunkInfo, ChunkStore } from './chunkStore';

/** What tus-js-client's FileSource.slice resolves to (lib/index.d.ts SliceResult). */
export interface SliceResult {
  value: Blob | null;
  done: boolean;
}

/** The bytes asked for were acknowledged and deleted already: the upload cannot go back there. */
export class BytesGoneError extends Error {
  constructor(offset: number) {
    super(`Bytes from offset ${offset} are no longer kept on this device`);
    this.name = 'BytesGoneError';
  }
}

export class SourceClosedError extends Error {
  constructor() {
    super('The recording source was closed');
    this.name = 'SourceClosedError';
  }
}

async function toArrayBuffer(data: Blob | ArrayBuffer): Promise<ArrayBuffer> {
  if (data instanceof ArrayBuffer) return data;
  if (typeof data.arrayBuffer === 'function') return data.arrayBuffer();
  return readBlob(data);
}

/** Blob bytes through FileReader, for engines without Blob.arrayBuffer (older Safari, jsdom). */
export function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * One answer's bytes as a tus-js-client FileSource (the `fileReader` option returns it), backed
 * by the chunk store and fed by the live recorder.
 *
 * tus with `uploadLengthDeferred` asks for slice(offset, offset + chunkSize) and, when the result
 * says `done`, sends Upload-Length = offset + value.size. So:
 * - while recording, a slice waits until its whole range has been recorded, or for a few
 *   seconds when some of it has (done: false; tus continues from the server's new offset);
 * - once the recording is finished, a slice returns what is left and done: true (value null
 *   when nothing is left, so the final PATCH only declares the length);
 * - after a retry or a reload tus sends HEAD and slices from the server's offset, which may be
 *   anywhere at or above the acknowledged offset: every such byte is still in the store.
 * Chunks are appended to the store before a slice can see them and deleted by ack() only once
 * the server's Upload-Offset has passed them.
 */
export class AnswerSource {
  private chunks: ChunkInfo[];
  private nextSeq: number;
  private recorded: number;
  private acked: number;
  private finished: boolean;
  private closed = false;
  private waiters: Array<() => void> = [];
  private writes: Promise<void> = Promise.resolve();
  private listeners = new Set<() => void>();

  private constructor(
    private readonly store: ChunkStore,
    readonly record: AnswerRecord,
    chunks: ChunkInfo[],
    private readonly flushAfterMs: number,
  ) {
    this.chunks = chunks;
    this.nextSeq = chunks.length ? chunks[chunks.length - 1].seq + 1 : 0;
    const lastEnd = chunks.length ? chunks[chunks.length - 1].start + chunks[chunks.length - 1].size : 0;
    this.recorded = Math.max(record.recordedBytes, lastEnd, record.ackedBytes);
    this.acked = record.ackedBytes;
    this.finished = record.finished;
  }

  /** A new recording: its record is written first, so a reload finds it. */
  static async create(store: ChunkStore, record: AnswerRecord, flushAfterMs = LIVE_FLUSH_MS): Promise<AnswerSource> {
    await store.putAnswer(record);
    return new AnswerSource(store, record, [], flushAfterMs);
  }

  /** A recording left in the store by an earlier page. */
  static async restore(store: ChunkStore, record: AnswerRecord, flushAfterMs = LIVE_FLUSH_MS): Promise<AnswerSource> {
    const chunks = await store.listChunks(record.uploadKey);
    return new AnswerSource(store, record, chunks, flushAfterMs);
  }

  get uploadKey() {
    return this.record.uploadKey;
  }
  /** tus reads size only without deferred length; the bytes recorded so far. */
  get size() {
    return this.recorded;
  }
  get recordedBytes() {
    return this.recorded;
  }
  get ackedBytes() {
    return this.acked;
  }
  get isFinished() {
    return this.finished;
  }

  /** Called on every change of recorded, acknowledged or finished. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Appends the next recorder chunk; resolves once it is in the store. Appends keep their order. */
  append(data: Blob | ArrayBuffer): Promise<void> {
    const write = this.writes.then(async () => {
      if (this.finished) throw new Error('The recording has already finished');
      const bytes = await toArrayBuffer(data);
      if (bytes.byteLength === 0) return;
      const chunk = { seq: this.nextSeq, start: this.recorded, size: bytes.byteLength };
      await this.store.appendChunk(this.record.uploadKey, chunk.seq, chunk.start, bytes);
      this.nextSeq += 1;
      this.chunks.push(chunk);
      this.recorded += chunk.size;
      this.changed();
    });
    this.writes = write.catch(() => undefined);
    return write;
  }

  /** Ends the recording after the pending appends: the length is now final. */
  finish(options: { interrupted?: boolean } = {}): Promise<void> {
    const write = this.writes.then(async () => {
      if (this.finished) return;
      const patch = { finished: true, recordedBytes: this.recorded, interrupted: options.interrupted ?? false };
      await this.store.updateAnswer(this.record.uploadKey, patch);
      Object.assign(this.record, patch);
      this.finished = true;
      this.changed();
    });
    this.writes = write.catch(() => undefined);
    return write;
  }

  /**
   * tus FileSource.slice: bytes [start, end), waiting for the recorder when they do not exist
   * yet. While recording, a slice that has waited `flushAfterMs` goes with the bytes it has,
   * so a low-bitrate camera still uploads every few seconds rather than once per chunkSize.
   */
  async slice(start: number, end: number): Promise<SliceResult> {
    const deadline = Date.now() + this.flushAfterMs;
    while (!this.closed && !this.finished && this.recorded < end) {
      const left = deadline - Date.now();
      if (this.recorded > start && left <= 0) break;
      await this.changeOrTimeout(this.recorded > start ? left : Number.POSITIVE_INFINITY);
    }
    if (this.closed) throw new SourceClosedError();
    const stop = Math.min(end, this.recorded);
    if (start >= stop) return { value: null, done: this.finished };
    const value = await this.read(start, stop);
    return { value, done: this.finished && stop >= this.recorded };
  }

  /** The server holds every byte below `offset` (a tus Upload-Offset): their chunks can go. */
  async ack(offset: number): Promise<void> {
    if (offset <= this.acked) return;
    const gone = this.chunks.filter((c) => c.start + c.size <= offset);
    this.acked = offset;
    this.chunks = this.chunks.filter((c) => c.start + c.size > offset);
    this.changed();
    await this.store.ackThrough(
      this.record.uploadKey,
      offset,
      gone.map((c) => c.seq),
    );
  }

  /** tus calls close() after success; the store entry is removed by the uploader. */
  close(): void {}

  /** Stops the source: pending and later slices reject (an abandoned upload). */
  dispose(): void {
    this.closed = true;
    this.wake();
  }

  /** Resolves on the next change, or after `ms`. */
  private changeOrTimeout(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push(wake);
      if (Number.isFinite(ms)) {
        timer = setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== wake);
          resolve();
        }, Math.max(0, ms));
      }
    });
  }

  private async read(start: number, stop: number): Promise<Blob> {
    const parts: ArrayBuffer[] = [];
    let cursor = start;
    for (const chunk of this.chunks) {
      const chunkEnd = chunk.start + chunk.size;
      if (chunkEnd <= cursor) continue;
      if (chunk.start >= stop) break;
      if (chunk.start > cursor) throw new BytesGoneError(cursor);
      const data = await this.store.readChunk(this.record.uploadKey, chunk.seq);
      if (!data) throw new BytesGoneError(cursor);
      const from = cursor - chunk.start;
      const to = Math.min(chunk.size, stop - chunk.start);
      parts.push(from === 0 && to === chunk.size ? data : data.slice(from, to));
      cursor = chunk.start + to;
    }
    if (cursor < stop) throw new BytesGoneError(cursor);
    return new Blob(parts, { type: this.record.mimeType });
  }

  private changed() {
    this.wake();
    for (const listener of this.listeners) listener();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
