import { INTERVIEW_MSG, MSG } from '@candid/shared/messages';
import { interviewApi, InterviewApiError } from './api';
import { ANSWER_RETRY_MS, answersStorageKey } from './constants';
import type { AnswerInput, AnswerValue, InterviewRef, SavedAnswer } from './types';

/*
 * Answers other than recordings (issue 29): each change is kept on this device (localStorage)
 * until the server has saved it, sent with PUT .../answers/{questionId} (text after a pause in
 * typing), and tried again when the connection returns. Files upload at once with their
 * progress (they are not kept on the device).
 */

/** saving: on its way (or waiting for a pause in typing); waiting: no connection, kept here; invalid: the server refused it. */
export type AnswerSaveState = 'saving' | 'saved' | 'waiting' | 'invalid' | 'uploading';

export interface AnswerEntry {
  /** What the candidate gave last (a file as the server read it back). */
  value: AnswerInput | Extract<AnswerValue, { kind: 'file' }> | null;
  state: AnswerSaveState;
  /** The server's message and its per-field details when it refused the answer. */
  error: string | null;
  details: string[];
  /** Upload progress of a file, 0..1. */
  progress: number;
}

export interface AnswerSaverEvents {
  /** The server saved an answer (its reply says whether screening ended the interview). */
  saved: (reply: SavedAnswer) => void;
  /** The server refused any further answer because screening ended the interview (409). */
  ended: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function readPending(ref: InterviewRef): Record<string, AnswerInput> {
  try {
    const raw = window.localStorage.getItem(answersStorageKey(ref.campaignId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, AnswerInput>) : {};
  } catch {
    return {};
  }
}

export class AnswerSaver {
  private entries = new Map<number, AnswerEntry>();
  private timers = new Map<number, ReturnType<typeof setTimeout>>();
  private inFlight = new Set<number>();
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly ref: InterviewRef,
    private readonly token: string,
    private readonly events: AnswerSaverEvents,
  ) {
    window.addEventListener('online', this.retryNow);
    // Answers a closed page or a lost connection left unsaved go now.
    for (const [id, value] of Object.entries(readPending(ref))) {
      const questionId = Number(id);
      if (!Number.isInteger(questionId)) continue;
      this.entries.set(questionId, { value, state: 'saving', error: null, details: [], progress: 0 });
      this.schedule(questionId, 0);
    }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with every entry change (useSyncExternalStore's snapshot). */
  getVersion = () => this.version;

  get(questionId: number): AnswerEntry | undefined {
    return this.entries.get(questionId);
  }

  /** Questions with an answer on this device that the server has not refused. */
  answered(): number[] {
    return [...this.entries].filter(([, e]) => e.value !== null && e.state !== 'invalid').map(([id]) => id);
  }

  /** Something is still on its way to the server. */
  get pending() {
    return [...this.entries.values()].some((e) => e.state === 'saving' || e.state === 'waiting' || e.state === 'uploading');
  }

  /** The candidate changed an answer: kept here at once, sent after `delayMs`; null leaves nothing to send. */
  change(questionId: number, value: AnswerInput | null, delayMs = 0) {
    clearTimeout(this.timers.get(questionId));
    this.keep(questionId, value);
    if (value === null) {
      this.set(questionId, { value: null, state: 'saved', error: null, details: [] });
      return;
    }
    this.set(questionId, { value, state: 'saving', error: null, details: [] });
    this.schedule(questionId, delayMs);
  }

  /** A client-side check refused the value: shown like the server's refusal, nothing sent. */
  refuse(questionId: number, message: string) {
    clearTimeout(this.timers.get(questionId));
    this.keep(questionId, null);
    this.set(questionId, { value: null, state: 'invalid', error: message, details: [] });
  }

  /** Sends a pending text at once (the candidate moves on or the time is up). */
  flush(questionId: number) {
    const entry = this.entries.get(questionId);
    if (entry?.state === 'saving' && this.timers.has(questionId)) this.schedule(questionId, 0);
  }

  /** The connection is back: answers waiting for it go now. */
  retryNow = () => {
    for (const [id, entry] of this.entries) if (entry.state === 'waiting') this.schedule(id, 0);
  };

  /** Uploads a file answer (POST .../answers/{questionId}/file) with its progress. */
  async upload(questionId: number, file: File) {
    this.set(questionId, { state: 'uploading', error: null, details: [], progress: 0 });
    try {
      const reply = await interviewApi.uploadAnswerFile(this.ref, this.token, questionId, file, (progress) =>
        this.set(questionId, { progress }),
      ).promise;
      this.set(questionId, { value: reply.answer.kind === 'file' ? reply.answer : null, state: 'saved', progress: 1 });
      this.events.saved(reply);
    } catch (err) {
      this.failed(questionId, err, false);
    }
  }

  dispose() {
    window.removeEventListener('online', this.retryNow);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.listeners.clear();
  }

  private schedule(questionId: number, delayMs: number) {
    clearTimeout(this.timers.get(questionId));
    this.timers.set(
      questionId,
      setTimeout(() => {
        this.timers.delete(questionId);
        void this.send(questionId);
      }, delayMs),
    );
  }

  private async send(questionId: number) {
    const entry = this.entries.get(questionId);
    if (!entry?.value || entry.value.kind === 'file') return;
    // One save at a time per question; a change made meanwhile goes after it.
    if (this.inFlight.has(questionId)) {
      this.schedule(questionId, 200);
      return;
    }
    const sent = entry.value;
    this.inFlight.add(questionId);
    this.set(questionId, { state: 'saving' });
    try {
      const reply = await interviewApi.saveAnswer(this.ref, this.token, questionId, sent);
      if (same(this.entries.get(questionId)?.value, sent)) {
        this.keep(questionId, null);
        this.set(questionId, { state: 'saved', error: null, details: [] });
      }
      this.events.saved(reply);
    } catch (err) {
      if (same(this.entries.get(questionId)?.value, sent)) this.failed(questionId, err, true);
    } finally {
      this.inFlight.delete(questionId);
    }
  }

  private failed(questionId: number, err: unknown, retry: boolean) {
    const apiError = err instanceof InterviewApiError ? err : new InterviewApiError(0, INTERVIEW_MSG.somethingWentWrong);
    if (retry && (apiError.status === 0 || apiError.status >= 500 || apiError.status === 429)) {
      // No connection or a server in trouble: kept here, sent again later or when the connection returns.
      this.set(questionId, { state: 'waiting' });
      this.schedule(questionId, ANSWER_RETRY_MS);
      return;
    }
    this.keep(questionId, null);
    if (apiError.status === 409 && apiError.message === MSG.screeningEnded) this.events.ended();
    const details = [...new Set(Object.values(apiError.details).flat())].filter((d) => d !== apiError.message);
    this.set(questionId, { state: 'invalid', error: apiError.message, details });
  }

  /** Keeps `value` on this device until the server has it (null: nothing left to send). */
  private keep(questionId: number, value: AnswerInput | null) {
    try {
      const pending = readPending(this.ref);
      if (value) pending[questionId] = value;
      else delete pending[questionId];
      const key = answersStorageKey(this.ref.campaignId);
      if (Object.keys(pending).length) window.localStorage.setItem(key, JSON.stringify(pending));
      else window.localStorage.removeItem(key);
    } catch {
      // No storage (private mode): the answer is still sent.
    }
  }

  private set(questionId: number, change: Partial<AnswerEntry>) {
    const entry = this.entries.get(questionId) ?? { value: null, state: 'saved', error: null, details: [], progress: 0 };
    this.entries.set(questionId, { ...entry, ...change });
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
