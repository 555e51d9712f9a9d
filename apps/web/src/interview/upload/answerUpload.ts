import { Upload, type DetailedError, type HttpResponse, type HttpStack } from 'tus-js-client';
import { INTERVIEW_LIMITS } from '@candid/shared/constants';
import { FINAL_CONFLICTS, RETRY_DELAYS_MS, UPLOAD_CHUNK_BYTES } from '../constants';
import { AnswerSource, BytesGoneError } from './answerSource';
import type { ChunkStore } from './chunkStore';

export type UploadState = 'waiting' | 'uploading' | 'retrying' | 'done' | 'failed';

export interface AnswerUploadOptions {
  token: string;
  /** Absolute tus endpoint (uploadsRoutes.create on this origin, see answerUploadEndpoint). */
  endpoint: string;
  chunkSize?: number;
  retryDelays?: number[];
  /** Delay before starting over after tus gave up on a retryable error. */
  restartDelayMs?: number;
  /** Tests pass an in-memory tus server here. */
  httpStack?: HttpStack;
}

/**
 * Client errors that retrying cannot fix. A 409 is retried (tus's offset conflict, a recording
 * starting at the same time) unless the server says the interview or answer is settled.
 */
function isPermanent(res: HttpResponse | null | undefined) {
  const status = res?.getStatus() ?? 0;
  if (status === 409) return FINAL_CONFLICTS.includes(serverMessage(res) ?? '');
  return status >= 400 && status < 500 && status !== 423 && status !== 408 && status !== 429;
}

function serverMessage(res: HttpResponse | null | undefined): string | null {
  try {
    const body = JSON.parse(res?.getBody() ?? '') as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * The tus upload of one answer (tus-js-client, deferred length), fed by its AnswerSource.
 * Retries forever while the page is open; acknowledged bytes (any 2xx Upload-Offset, from a
 * PATCH or from the HEAD of a resume) are handed to the source, which deletes their chunks.
 * `done` is only reached through tus onSuccess, i.e. once the server holds the final length.
 */
export class AnswerUpload {
  state: UploadState = 'waiting';
  error: string | null = null;
  private upload: Upload | null = null;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<() => void>();

  constructor(
    readonly source: AnswerSource,
    private readonly store: ChunkStore,
    private readonly options: AnswerUploadOptions,
  ) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.upload || this.state === 'done') return;
    const { source, store, options } = this;
    const record = source.record;
    const upload = new Upload(source as unknown as Blob, {
      // Resuming: only the stored URL may be used, never a new upload (the server would count a new attempt).
      endpoint: record.uploadUrl ? null : options.endpoint,
      uploadUrl: record.uploadUrl,
      uploadLengthDeferred: true,
      chunkSize: options.chunkSize ?? UPLOAD_CHUNK_BYTES,
      retryDelays: options.retryDelays ?? RETRY_DELAYS_MS,
      headers: { [INTERVIEW_LIMITS.tokenHeader]: options.token },
      metadata: {
        campaignId: String(record.campaignId),
        enterpriseId: String(record.enterpriseId),
        questionId: String(record.questionId),
        filetype: record.mimeType,
        // A creation repeated after its answer was lost gets the same upload, not a new attempt.
        uploadKey: record.uploadKey,
      },
      fileReader: { openFile: () => Promise.resolve(source) },
      fingerprint: () => Promise.resolve(`candid-answer-${record.uploadKey}`),
      // The upload URL is kept with the chunks in IndexedDB, not in tus's localStorage.
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: true,
      ...(options.httpStack ? { httpStack: options.httpStack } : {}),
      onUploadUrlAvailable: () => {
        if (upload.url && upload.url !== record.uploadUrl) {
          record.uploadUrl = upload.url;
          void store.updateAnswer(record.uploadKey, { uploadUrl: upload.url });
        }
        upload.options.endpoint = null;
      },
      onBeforeRequest: () => {
        this.setState('uploading');
      },
      onAfterResponse: async (_req, res) => {
        const status = res.getStatus();
        const offset = Number.parseInt(res.getHeader('Upload-Offset') ?? '', 10);
        if (status >= 200 && status < 300 && Number.isFinite(offset)) {
          try {
            await source.ack(offset);
          } catch {
            // Keeping acknowledged chunks a little longer is harmless; the upload goes on.
          }
        }
      },
      onShouldRetry: (err: DetailedError) => {
        if (err.causingError instanceof BytesGoneError) return false;
        if (isPermanent(err.originalResponse)) return false;
        this.setState('retrying');
        return true;
      },
      onSuccess: () => {
        void this.succeed();
      },
      onError: (err) => this.onError(err as DetailedError),
    });
    this.upload = upload;
    upload.start();
  }

  /** Retry at once (the connection is back) instead of waiting for the next retry delay. */
  retryNow(): void {
    if (!this.upload || this.state !== 'retrying') return;
    this.clearRestart();
    const upload = this.upload;
    // Nothing is in flight while waiting to retry: abort only clears tus's retry timer.
    void upload.abort().then(() => upload.start());
  }

  /** Stops uploading without touching the store (page teardown, tests). */
  stop(): void {
    this.clearRestart();
    if (this.upload) void this.upload.abort();
    this.source.dispose();
  }

  private onError(err: DetailedError) {
    if (err.causingError instanceof BytesGoneError || isPermanent(err.originalResponse)) {
      this.error = serverMessage(err.originalResponse) ?? err.message;
      this.setState('failed');
      return;
    }
    // tus ran out of retry delays: start over after a pause, for as long as the page is open.
    this.setState('retrying');
    this.clearRestart();
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      this.upload?.start();
    }, this.options.restartDelayMs ?? 5000);
  }

  private async succeed() {
    this.clearRestart();
    try {
      await this.source.ack(this.source.recordedBytes);
      await this.store.deleteAnswer(this.source.uploadKey);
    } catch {
      // The record is gone or the store is unavailable: the server has the answer either way.
    }
    this.setState('done');
  }

  private clearRestart() {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
  }

  private setState(state: UploadState) {
    if (this.state === 'done') return;
    if (state !== 'failed') this.error = null;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
