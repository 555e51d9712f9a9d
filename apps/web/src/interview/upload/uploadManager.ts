import type { InterviewRef } from '../types';
import { AnswerSource } from './answerSource';
import { AnswerUpload, type AnswerUploadOptions, type UploadState } from './answerUpload';
import type { AnswerRecord, ChunkStore } from './chunkStore';

/** One answer as the screens show it. */
export interface AnswerProgress {
  uploadKey: string;
  questionId: number;
  recordedBytes: number;
  ackedBytes: number;
  /** The recording has ended (the length is final). */
  finished: boolean;
  state: UploadState;
  error: string | null;
  /** Ended by a reload, not by the candidate. */
  interrupted: boolean;
  createdAt: number;
}

export interface UploadsSnapshot {
  answers: AnswerProgress[];
  recordedBytes: number;
  ackedBytes: number;
  /** Some answer is still recording or has bytes the server has not confirmed. */
  pending: boolean;
}

/**
 * Holds a Web Lock named after the answer for as long as this page lives, so that a second tab
 * of the same interview neither ends a recording still going on here nor uploads it twice.
 * Resolves false when another tab holds it; true where Web Locks do not exist.
 */
function claimAnswer(uploadKey: string): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    locks
      .request(`candid-answer-${uploadKey}`, { ifAvailable: true }, (lock) => {
        resolve(Boolean(lock));
        // Never settles: the lock is released when the page goes away.
        return lock ? new Promise<void>(() => undefined) : undefined;
      })
      .catch(() => resolve(true));
  });
}

const randomKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Every answer upload of one interview on this page: new recordings, and the ones an earlier
 * page left in the store (restore). The screens read snapshots (useSyncExternalStore).
 */
export class UploadManager {
  private items = new Map<string, AnswerUpload>();
  private listeners = new Set<() => void>();
  private current: UploadsSnapshot = { answers: [], recordedBytes: 0, ackedBytes: 0, pending: false };
  private restoring: Promise<AnswerRecord[]> | null = null;

  constructor(
    private readonly store: ChunkStore,
    private readonly ref: InterviewRef,
    private readonly options: AnswerUploadOptions,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): UploadsSnapshot => this.current;

  /**
   * Picks up the answers an earlier page left: a recording cut off by the reload is ended at
   * the bytes it has (marked interrupted) and every one resumes uploading (HEAD, then PATCH
   * from the server's offset). An interrupted recording with no bytes and no upload is dropped.
   */
  restore(): Promise<AnswerRecord[]> {
    // Once per page: a second run would start a second upload of the same answer.
    this.restoring ??= this.restoreOnce();
    return this.restoring;
  }

  private async restoreOnce(): Promise<AnswerRecord[]> {
    const records = await this.store.listAnswers(this.ref.campaignId);
    const restored: AnswerRecord[] = [];
    for (const record of records) {
      if (record.enterpriseId !== this.ref.enterpriseId || this.items.has(record.uploadKey)) continue;
      if (!(await claimAnswer(record.uploadKey))) continue; // another tab has it
      const source = await AnswerSource.restore(this.store, record);
      if (!record.finished) await source.finish({ interrupted: true });
      if (source.recordedBytes === 0 && !record.uploadUrl) {
        await this.store.deleteAnswer(record.uploadKey);
        restored.push({ ...source.record });
        continue;
      }
      this.track(source).start();
      restored.push({ ...source.record });
    }
    this.refresh();
    return restored;
  }

  /** A new recording of `questionId`: stored first; its upload starts with its first bytes. */
  async begin(questionId: number, mimeType: string): Promise<AnswerSource> {
    const record: AnswerRecord = {
      uploadKey: `${this.ref.campaignId}-${questionId}-${randomKey()}`,
      campaignId: this.ref.campaignId,
      enterpriseId: this.ref.enterpriseId,
      questionId,
      mimeType,
      uploadUrl: null,
      recordedBytes: 0,
      ackedBytes: 0,
      finished: false,
      interrupted: false,
      createdAt: Date.now(),
    };
    await claimAnswer(record.uploadKey);
    const source = await AnswerSource.create(this.store, record);
    const upload = this.track(source);
    const unsubscribe = source.subscribe(() => {
      if (source.recordedBytes > 0) {
        unsubscribe();
        upload.start();
      } else if (source.isFinished) {
        // Stopped before a single byte: there is nothing to send, and no attempt is used.
        unsubscribe();
        this.items.delete(source.uploadKey);
        void this.store.deleteAnswer(source.uploadKey);
        this.refresh();
      }
    });
    this.refresh();
    return source;
  }

  /** The connection is back: every upload waiting to retry goes now. */
  retryNow(): void {
    for (const upload of this.items.values()) upload.retryNow();
  }

  /** Answers of `questionId` that are on this device (recording, uploading or just uploaded). */
  answersOf(questionId: number): AnswerProgress[] {
    return this.current.answers.filter((a) => a.questionId === questionId);
  }

  /** Stops every upload (page teardown and tests); the store keeps what is not acknowledged. */
  stopAll(): void {
    for (const upload of this.items.values()) upload.stop();
  }

  private track(source: AnswerSource): AnswerUpload {
    const upload = new AnswerUpload(source, this.store, this.options);
    this.items.set(source.uploadKey, upload);
    source.subscribe(() => this.refresh());
    upload.subscribe(() => this.refresh());
    return upload;
  }

  private refresh() {
    const answers: AnswerProgress[] = [...this.items.values()].map(({ source, state, error }) => ({
      uploadKey: source.uploadKey,
      questionId: source.record.questionId,
      recordedBytes: source.recordedBytes,
      ackedBytes: Math.min(source.ackedBytes, source.recordedBytes),
      finished: source.isFinished,
      state,
      error,
      interrupted: source.record.interrupted,
      createdAt: source.record.createdAt,
    }));
    answers.sort((a, b) => a.createdAt - b.createdAt);
    const active = answers.filter((a) => a.state !== 'failed');
    this.current = {
      answers,
      recordedBytes: active.reduce((n, a) => n + a.recordedBytes, 0),
      ackedBytes: active.reduce((n, a) => n + a.ackedBytes, 0),
      pending: answers.some((a) => a.state !== 'done' && a.state !== 'failed'),
    };
    for (const listener of this.listeners) listener();
  }
}
