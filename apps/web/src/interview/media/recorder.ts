import { AUDIO_RECORDING_MIME_TYPES, RECORDER_START_TIMEOUT_MS, RECORDER_TIMESLICE_MS, RECORDING_MIME_TYPES } from '../constants';

/** What a recording holds: the camera and microphone, or the microphone alone (an audio question). */
export type RecordingKind = 'video' | 'audio';

/** The recorder did not start producing within its limit. */
export class RecorderStartTimeout extends Error {
  constructor() {
    super('The recorder did not start');
    this.name = 'RecorderStartTimeout';
  }
}

/** The first recording type of `kind` the browser supports, or '' to let it choose. */
export function pickMimeType(kind: RecordingKind = 'video', isTypeSupported: (type: string) => boolean = (t) => MediaRecorder.isTypeSupported(t)) {
  for (const type of kind === 'audio' ? AUDIO_RECORDING_MIME_TYPES : RECORDING_MIME_TYPES) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // Some engines throw for types they do not know.
    }
  }
  return '';
}

/**
 * The tracks a recording of `kind` takes from the device's stream: an audio answer records the
 * microphone only, even when the camera is on for the interview's video questions.
 */
export function streamFor(stream: MediaStream, kind: RecordingKind): MediaStream {
  if (kind === 'video' || stream.getVideoTracks().length === 0) return stream;
  return new MediaStream(stream.getAudioTracks());
}

/**
 * One recording of the camera stream: MediaRecorder with a one-second timeslice. Each chunk is
 * handed to `onChunk` in order (the answer recorder writes it to IndexedDB there); stop()
 * resolves after the last chunk has been handled, with the whole recording for playback.
 */
export class Recording {
  readonly mimeType: string;
  private recorder: MediaRecorder;
  private parts: Blob[] = [];
  private handled: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  private started = false;
  private stopped: Promise<void>;

  constructor(stream: MediaStream, mimeType: string, kind: RecordingKind = 'video') {
    this.recorder = mimeType ? new MediaRecorder(stream, { mimeType }) : new MediaRecorder(stream);
    this.mimeType = this.recorder.mimeType || mimeType || `${kind}/webm`;
    this.stopped = new Promise((resolve) => {
      this.recorder.onstop = () => resolve();
    });
  }

  /**
   * Starts recording; `onChunk` receives each chunk in order (awaited one after the other).
   * Resolves once the recorder has really started: Chromium fires 'start' only when its encoder
   * writes the first bytes, which on a slow or busy device can be seconds after start() (a
   * recording stopped before then holds nothing). Rejects on a recorder error, or when nothing
   * has started within `timeoutMs`.
   */
  start(onChunk?: (chunk: Blob) => Promise<void>, timeoutMs = RECORDER_START_TIMEOUT_MS): Promise<void> {
    let began!: () => void;
    let failed!: (err: unknown) => void;
    const started = new Promise<void>((resolve, reject) => {
      began = resolve;
      failed = reject;
    });
    this.recorder.onstart = () => began();
    this.recorder.onerror = (event) => failed((event as Event & { error?: unknown }).error ?? new Error('The recorder failed'));
    this.recorder.ondataavailable = (event) => {
      if (!event.data || event.data.size === 0) return;
      began(); // bytes are the proof, whatever the engine does with 'start'
      this.parts.push(event.data);
      if (onChunk) {
        // After a failed write nothing more is forwarded: the stored part stays a valid prefix.
        this.handled = this.handled.then(() =>
          this.failure
            ? undefined
            : onChunk(event.data).catch((err: unknown) => {
                this.failure = err;
              }),
        );
      }
    };
    this.recorder.start(RECORDER_TIMESLICE_MS);
    this.started = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RecorderStartTimeout()), timeoutMs);
    });
    return Promise.race([started, limit]).finally(() => clearTimeout(timer));
  }

  get isRecording() {
    return this.recorder.state === 'recording';
  }

  /** Stops, waits for the last chunk to be handled and returns the recording. */
  async stop(): Promise<Blob> {
    if (!this.started) return new Blob([], { type: this.mimeType });
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    await this.stopped;
    await this.handled;
    if (this.failure) throw this.failure;
    return new Blob(this.parts, { type: this.mimeType });
  }
}
