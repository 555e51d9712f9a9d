import { CANDIDATE_MSG } from '@candid/shared/candidateMessages';
import { interviewApi, InterviewApiError } from './api';
import { ANSWER_RETRY_MS, answersStorageKey, formStorageKey } from './constants';
import type { AnswerInput, AnswerValue, FormValueInput, InterviewRef, SavedAnswer, SavedFormValue } from './types';
import { t } from './i18n';

/*
 * Answers other than recordings (issue 29): each change is kept on this device (localStorage)
 * until the server has saved it, sent with PUT .../answers/{questionId} (text after a pause in
 * typing), and tried again when the connection returns. Files upload at once with their
 * progress (they are not kept on the device).
 */

/** saving: on its way (or waiting for a pause in typing); waiting: no connection, kept here; invalid: the server refused it. */
export type AnswerSaveState = 'saving' | 'saved' | 'waiting' | 'invalid' | 'uploading';

/** A file as the server read it back. */
export type SavedFile = Extract<AnswerValue, { kind: 'file' }>;

export interface SaveEntry<V> {
  /** What the candidate gave last (a file as the server read it back). */
  value: V | SavedFile | null;
  state: AnswerSaveState;
  /** The server's message and its per-field details when it refused the answer. */
  error: string | null;
  details: string[];
  /** Upload progress of a file, 0..1. */
  progress: number;
}
export type AnswerEntry = SaveEntry<AnswerInput>;

export interface AnswerSaverEvents {
  /** The server saved an answer (its reply says whether screening ended the interview). */
  saved: (reply: SavedAnswer) => void;
  /** The server refused any further answer because screening ended the interview (409). */
  ended: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function readPending<V>(storageKey: string): Record<string, V> {
  try {
    const raw = window.localStorage.getItem(storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, V>) : {};
  } catch {
    return {};
  }
}

/** What a saver does with the server: save a value, upload a file; the reply's file, if any. */
export interface SaveChannel<K, V extends { kind: string }, R> {
  save(key: K, value: V): Promise<R>;
  upload(key: K, file: File, onProgress: (fraction: number) => void): { promise: Promise<R> };
  fileOf(reply: R): SavedFile | null;
}

/**
 * Values saved as the candidate goes, by key (a question's id, a form field's id): each change
 * is kept on this device (localStorage) until the server has it, sent after `delayMs`, and tried
 * again when the connection returns; files upload at once with their progress.
 */
export class KeyedSaver<K extends string | number, V extends { kind: string }, R> {
  private entries = new Map<K, SaveEntry<V>>();
  private timers = new Map<K, ReturnType<typeof setTimeout>>();
  private inFlight = new Set<K>();
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly storageKey: string,
    private readonly keyOf: (stored: string) => K | null,
    private readonly channel: SaveChannel<K, V, R>,
    private readonly events: { saved: (reply: R) => void; ended: () => void },
  ) {
    window.addEventListener('online', this.retryNow);
    // Values a closed page or a lost connection left unsaved go now.
    for (const [stored, value] of Object.entries(readPending<V>(storageKey))) {
      const key = keyOf(stored);
      if (key === null) continue;
      this.entries.set(key, { value, state: 'saving', error: null, details: [], progress: 0 });
      this.schedule(key, 0);
    }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with every entry change (useSyncExternalStore's snapshot). */
  getVersion = () => this.version;

  get(key: K): SaveEntry<V> | undefined {
    return this.entries.get(key);
  }

  /** Questions with an answer on this device that the server has not refused. */
  answered(): K[] {
    return [...this.entries].filter(([, e]) => e.value !== null && e.state !== 'invalid').map(([id]) => id);
  }

  /** Something is still on its way to the server. */
  get pending() {
    return [...this.entries.values()].some((e) => e.state === 'saving' || e.state === 'waiting' || e.state === 'uploading');
  }

  /** Resolves once nothing is on its way to the server (every answer saved, or refused). */
  whenSettled(): Promise<void> {
    if (!this.pending) return Promise.resolve();
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        if (this.pending) return;
        unsubscribe();
        resolve();
      });
    });
  }

  /** The candidate changed an answer: kept here at once, sent after `delayMs`; null leaves nothing to send. */
  change(key: K, value: V | null, delayMs = 0) {
    clearTimeout(this.timers.get(key));
    this.keep(key, value);
    if (value === null) {
      this.set(key, { value: null, state: 'saved', error: null, details: [] });
      return;
    }
    this.set(key, { value, state: 'saving', error: null, details: [] });
    this.schedule(key, delayMs);
  }

  /** A client-side check refused the value: shown like the server's refusal, nothing sent. */
  refuse(key: K, message: string) {
    clearTimeout(this.timers.get(key));
    this.keep(key, null);
    this.set(key, { value: null, state: 'invalid', error: message, details: [] });
  }

  /** Sends a pending text at once (the candidate moves on or the time is up). */
  flush(key: K) {
    const entry = this.entries.get(key);
    if (entry?.state === 'saving' && this.timers.has(key)) this.schedule(key, 0);
  }

  /** The connection is back: answers waiting for it go now. */
  retryNow = () => {
    for (const [id, entry] of this.entries) if (entry.state === 'waiting') this.schedule(id, 0);
  };

  /** Uploads a file answer (POST .../answers/{key}/file) with its progress. */
  async upload(key: K, file: File) {
    this.set(key, { state: 'uploading', error: null, details: [], progress: 0 });
    try {
      const reply = await this.channel.upload(key, file, (progress) => this.set(key, { progress })).promise;
      this.set(key, { value: this.channel.fileOf(reply), state: 'saved', progress: 1 });
      this.events.saved(reply);
    } catch (err) {
      this.failed(key, err, false);
    }
  }

  dispose() {
    window.removeEventListener('online', this.retryNow);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.listeners.clear();
  }

  private schedule(key: K, delayMs: number) {
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        void this.send(key);
      }, delayMs),
    );
  }

  private async send(key: K) {
    const entry = this.entries.get(key);
    if (!entry?.value || entry.value.kind === 'file') return;
    // One save at a time per question; a change made meanwhile goes after it.
    if (this.inFlight.has(key)) {
      this.schedule(key, 200);
      return;
    }
    const sent = entry.value as V;
    this.inFlight.add(key);
    this.set(key, { state: 'saving' });
    try {
      const reply = await this.channel.save(key, sent);
      if (same(this.entries.get(key)?.value, sent)) {
        this.keep(key, null);
        this.set(key, { state: 'saved', error: null, details: [] });
      }
      this.events.saved(reply);
    } catch (err) {
      if (same(this.entries.get(key)?.value, sent)) this.failed(key, err, true);
    } finally {
      this.inFlight.delete(key);
    }
  }

  private failed(key: K, err: unknown, retry: boolean) {
    const apiError = err instanceof InterviewApiError ? err : new InterviewApiError(0, t('server.somethingWentWrongRetry'));
    if (retry && (apiError.status === 0 || apiError.status >= 500 || apiError.status === 429)) {
      // No connection or a server in trouble: kept here, sent again later or when the connection returns.
      this.set(key, { state: 'waiting' });
      this.schedule(key, ANSWER_RETRY_MS);
      return;
    }
    this.keep(key, null);
    if (apiError.status === 409 && apiError.sent === CANDIDATE_MSG.screeningEnded) this.events.ended();
    const details = [...new Set(Object.values(apiError.details).flat())].filter((d) => d !== apiError.message);
    this.set(key, { state: 'invalid', error: apiError.message, details });
  }

  /** Keeps `value` on this device until the server has it (null: nothing left to send). */
  private keep(key: K, value: V | null) {
    try {
      const pending = readPending<V>(this.storageKey);
      if (value) pending[String(key)] = value;
      else delete pending[String(key)];
      if (Object.keys(pending).length) window.localStorage.setItem(this.storageKey, JSON.stringify(pending));
      else window.localStorage.removeItem(this.storageKey);
    } catch {
      // No storage (private mode): the answer is still sent.
    }
  }

  private set(key: K, change: Partial<SaveEntry<V>>) {
    const entry = this.entries.get(key) ?? { value: null, state: 'saved', error: null, details: [], progress: 0 };
    this.entries.set(key, { ...entry, ...change });
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

/** The interview's answers other than recordings (PUT .../answers/{questionId}, POST .../file). */
export class AnswerSaver extends KeyedSaver<number, AnswerInput, SavedAnswer> {
  constructor(ref: InterviewRef, token: string, events: AnswerSaverEvents) {
    super(
      answersStorageKey(ref.campaignId),
      (stored) => (Number.isInteger(Number(stored)) ? Number(stored) : null),
      {
        save: (questionId, value) => interviewApi.saveAnswer(ref, token, questionId, value),
        upload: (questionId, file, onProgress) => interviewApi.uploadAnswerFile(ref, token, questionId, file, onProgress),
        fileOf: (reply) => (reply.answer.kind === 'file' ? reply.answer : null),
      },
      events,
    );
  }
}

/** The application form's values (issue 29: PUT .../form/{fieldId}, POST .../file). */
export class FormSaver extends KeyedSaver<string, FormValueInput, SavedFormValue> {
  constructor(ref: InterviewRef, token: string, events: { saved: (reply: SavedFormValue) => void; ended: () => void }) {
    super(
      formStorageKey(ref.campaignId),
      (stored) => stored,
      {
        save: (fieldId, value) => interviewApi.saveFormValue(ref, token, fieldId, value),
        upload: (fieldId, file, onProgress) => interviewApi.uploadFormFile(ref, token, fieldId, file, onProgress),
        fileOf: (reply) => (reply.value?.kind === 'file' ? reply.value : null),
      },
      events,
    );
  }
}
