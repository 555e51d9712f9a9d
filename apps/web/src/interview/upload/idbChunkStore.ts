import type { AnswerRecord, ChunkInfo, ChunkStore } from './chunkStore';

const DB_NAME = 'candid-interview';
const DB_VERSION = 1;
const ANSWERS = 'answers';
const CHUNKS = 'chunks';

interface ChunkRow {
  uploadKey: string;
  seq: number;
  start: number;
  size: number;
  data: ArrayBuffer;
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** All chunks of one answer: keys [uploadKey, seq] for every seq. */
const chunkRange = (uploadKey: string) => IDBKeyRange.bound([uploadKey, -Infinity], [uploadKey, Infinity]);

/** The chunk store in IndexedDB: store `answers` by uploadKey, store `chunks` by [uploadKey, seq]. */
export class IdbChunkStore implements ChunkStore {
  private constructor(private readonly db: IDBDatabase) {}

  static async open(): Promise<IdbChunkStore> {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(ANSWERS)) db.createObjectStore(ANSWERS, { keyPath: 'uploadKey' });
      if (!db.objectStoreNames.contains(CHUNKS)) db.createObjectStore(CHUNKS, { keyPath: ['uploadKey', 'seq'] });
    };
    const db = await promised(request);
    return new IdbChunkStore(db);
  }

  async putAnswer(answer: AnswerRecord) {
    const tx = this.db.transaction(ANSWERS, 'readwrite');
    tx.objectStore(ANSWERS).put(answer);
    await done(tx);
  }

  async updateAnswer(uploadKey: string, patch: Partial<Omit<AnswerRecord, 'uploadKey'>>) {
    const tx = this.db.transaction(ANSWERS, 'readwrite');
    const store = tx.objectStore(ANSWERS);
    const current = (await promised(store.get(uploadKey))) as AnswerRecord | undefined;
    if (current) store.put({ ...current, ...patch });
    await done(tx);
  }

  async getAnswer(uploadKey: string) {
    const tx = this.db.transaction(ANSWERS, 'readonly');
    return (await promised(tx.objectStore(ANSWERS).get(uploadKey))) as AnswerRecord | undefined;
  }

  async listAnswers(campaignId: number) {
    const tx = this.db.transaction(ANSWERS, 'readonly');
    const all = (await promised(tx.objectStore(ANSWERS).getAll())) as AnswerRecord[];
    return all.filter((a) => a.campaignId === campaignId).sort((a, b) => a.createdAt - b.createdAt);
  }

  async deleteAnswer(uploadKey: string) {
    const tx = this.db.transaction([ANSWERS, CHUNKS], 'readwrite');
    tx.objectStore(ANSWERS).delete(uploadKey);
    tx.objectStore(CHUNKS).delete(chunkRange(uploadKey));
    await done(tx);
  }

  async appendChunk(uploadKey: string, seq: number, start: number, data: ArrayBuffer) {
    // One transaction: the chunk and the answer's recorded length are written together.
    const tx = this.db.transaction([ANSWERS, CHUNKS], 'readwrite');
    const answers = tx.objectStore(ANSWERS);
    const row: ChunkRow = { uploadKey, seq, start, size: data.byteLength, data };
    tx.objectStore(CHUNKS).put(row);
    const current = (await promised(answers.get(uploadKey))) as AnswerRecord | undefined;
    if (!current) {
      tx.abort();
      await done(tx).catch(() => undefined);
      throw new Error(`No answer ${uploadKey}`);
    }
    answers.put({ ...current, recordedBytes: Math.max(current.recordedBytes, start + data.byteLength) });
    await done(tx);
  }

  async listChunks(uploadKey: string): Promise<ChunkInfo[]> {
    const tx = this.db.transaction(CHUNKS, 'readonly');
    const rows = (await promised(tx.objectStore(CHUNKS).getAll(chunkRange(uploadKey)))) as ChunkRow[];
    return rows.map(({ seq, start, size }) => ({ seq, start, size })).sort((a, b) => a.seq - b.seq);
  }

  async readChunk(uploadKey: string, seq: number) {
    const tx = this.db.transaction(CHUNKS, 'readonly');
    const row = (await promised(tx.objectStore(CHUNKS).get([uploadKey, seq]))) as ChunkRow | undefined;
    return row?.data;
  }

  async ackThrough(uploadKey: string, offset: number, seqs: number[]) {
    const tx = this.db.transaction([ANSWERS, CHUNKS], 'readwrite');
    const chunks = tx.objectStore(CHUNKS);
    for (const seq of seqs) chunks.delete([uploadKey, seq]);
    const answers = tx.objectStore(ANSWERS);
    const current = (await promised(answers.get(uploadKey))) as AnswerRecord | undefined;
    if (current && offset > current.ackedBytes) answers.put({ ...current, ackedBytes: offset });
    await done(tx);
  }
}
