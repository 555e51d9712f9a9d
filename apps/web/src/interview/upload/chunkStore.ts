/*
 * Where recorded answers live until the server has them (DESIGN §6.3): every MediaRecorder
 * chunk is written here before the uploader sees it and deleted only once tus has
 * acknowledged its bytes. The IndexedDB implementation is in idbChunkStore.ts; the memory one
 * below serves tests and browsers where IndexedDB cannot be opened.
 */

/** One answer being recorded or uploaded, with what a reload needs to resume it. */
export interface AnswerRecord {
  /** Unique per recording (attempt); the chunks' key prefix. */
  uploadKey: string;
  campaignId: number;
  enterpriseId: number;
  questionId: number;
  mimeType: string;
  /** The tus upload URL once the server created it; null before. */
  uploadUrl: string | null;
  /** Bytes recorded so far (all chunks ever appended). */
  recordedBytes: number;
  /** Bytes the server has acknowledged (tus Upload-Offset). */
  ackedBytes: number;
  /** The recording has ended: recordedBytes is the final length. */
  finished: boolean;
  /** The recording was ended by a reload rather than by the candidate. */
  interrupted: boolean;
  createdAt: number;
}

/** A chunk's place in the recording (the bytes are read separately). */
export interface ChunkInfo {
  seq: number;
  start: number;
  size: number;
}

export interface ChunkStore {
  putAnswer(answer: AnswerRecord): Promise<void>;
  /** Merges `patch` into the stored record; a missing record is left missing. */
  updateAnswer(uploadKey: string, patch: Partial<Omit<AnswerRecord, 'uploadKey'>>): Promise<void>;
  getAnswer(uploadKey: string): Promise<AnswerRecord | undefined>;
  listAnswers(campaignId: number): Promise<AnswerRecord[]>;
  /** Deletes the record and all its chunks. */
  deleteAnswer(uploadKey: string): Promise<void>;
  /** Stores chunk `seq` (bytes [start, start+size)) and raises recordedBytes, atomically. */
  appendChunk(uploadKey: string, seq: number, start: number, data: ArrayBuffer): Promise<void>;
  /** The stored chunks of an answer, by seq. */
  listChunks(uploadKey: string): Promise<ChunkInfo[]>;
  readChunk(uploadKey: string, seq: number): Promise<ArrayBuffer | undefined>;
  /** Records that the server holds every byte below `offset` and deletes chunks `seqs` (those wholly below it). */
  ackThrough(uploadKey: string, offset: number, seqs: number[]): Promise<void>;
}

/** The chunk store in memory: for tests, and the fallback when IndexedDB is unavailable. */
export class MemoryChunkStore implements ChunkStore {
  private answers = new Map<string, AnswerRecord>();
  private chunks = new Map<string, Map<number, { start: number; data: ArrayBuffer }>>();

  async putAnswer(answer: AnswerRecord) {
    this.answers.set(answer.uploadKey, { ...answer });
  }

  async updateAnswer(uploadKey: string, patch: Partial<Omit<AnswerRecord, 'uploadKey'>>) {
    const current = this.answers.get(uploadKey);
    if (current) this.answers.set(uploadKey, { ...current, ...patch });
  }

  async getAnswer(uploadKey: string) {
    const answer = this.answers.get(uploadKey);
    return answer && { ...answer };
  }

  async listAnswers(campaignId: number) {
    return [...this.answers.values()]
      .filter((a) => a.campaignId === campaignId)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((a) => ({ ...a }));
  }

  async deleteAnswer(uploadKey: string) {
    this.answers.delete(uploadKey);
    this.chunks.delete(uploadKey);
  }

  async appendChunk(uploadKey: string, seq: number, start: number, data: ArrayBuffer) {
    const answer = this.answers.get(uploadKey);
    if (!answer) throw new Error(`No answer ${uploadKey}`);
    let byKey = this.chunks.get(uploadKey);
    if (!byKey) this.chunks.set(uploadKey, (byKey = new Map()));
    byKey.set(seq, { start, data: data.slice(0) });
    answer.recordedBytes = Math.max(answer.recordedBytes, start + data.byteLength);
  }

  async listChunks(uploadKey: string) {
    return [...(this.chunks.get(uploadKey) ?? new Map<number, { start: number; data: ArrayBuffer }>())]
      .map(([seq, c]) => ({ seq, start: c.start, size: c.data.byteLength }))
      .sort((a, b) => a.seq - b.seq);
  }

  async readChunk(uploadKey: string, seq: number) {
    return this.chunks.get(uploadKey)?.get(seq)?.data.slice(0);
  }

  async ackThrough(uploadKey: string, offset: number, seqs: number[]) {
    const byKey = this.chunks.get(uploadKey);
    for (const seq of seqs) byKey?.delete(seq);
    const answer = this.answers.get(uploadKey);
    if (answer) answer.ackedBytes = Math.max(answer.ackedBytes, offset);
  }
}
