import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CameraState } from '../hooks';
import { MemoryChunkStore } from '../upload/chunkStore';
import { UploadManager } from '../upload/uploadManager';
import { FakeTusServer } from './fakeTusServer';

/** A MediaRecorder whose 'start' (first bytes) and data the test triggers. */
export class FakeRecorder extends EventTarget {
  static last: FakeRecorder | null = null;
  static isTypeSupported = () => true;
  state: RecordingState = 'inactive';
  readonly mimeType: string;
  onstart: ((e: Event) => void) | null = null;
  onstop: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  ondataavailable: ((e: BlobEvent) => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    options?: MediaRecorderOptions,
  ) {
    super();
    this.mimeType = options?.mimeType ?? 'video/webm';
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  /** The encoder's first bytes: Chromium fires 'start' only now. */
  produce(bytes = 1000) {
    this.onstart?.(new Event('start'));
    this.data(bytes);
  }
  data(bytes: number) {
    this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)]) } as BlobEvent);
  }
  stop() {
    this.state = 'inactive';
    setTimeout(() => this.onstop?.(new Event('stop')), 0);
  }
}

/** A tus server whose PATCH answers wait for release(): a slow upload. */
export class SlowTusServer extends FakeTusServer {
  private open!: () => void;
  private gate = new Promise<void>((resolve) => (this.open = resolve));
  release() {
    this.open();
  }
  override async handle(method: string, url: string, headers: Record<string, string>, body: Blob | null) {
    if (method === 'PATCH') await this.gate;
    return super.handle(method, url, headers, body);
  }
}

/** A live camera stream and the camera state QuestionStep gets with it. */
const stream = { getTracks: () => [{ readyState: 'live' }], getVideoTracks: () => [], getAudioTracks: () => [] } as unknown as MediaStream;
export const liveCamera: CameraState = { stream, video: true, error: null, pending: false, request: async () => stream, release: () => undefined };

/**
 * Registers, for the tests of the calling file, a fake MediaRecorder, stubbed media playback and
 * an upload manager whose tus server holds its PATCH answers until released. Returns getters for
 * the current test's server and manager.
 */
export function setUpRecordingHarness() {
  let server: SlowTusServer;
  let manager: UploadManager;
  beforeEach(() => {
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:recording'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    server = new SlowTusServer();
    manager = new UploadManager(new MemoryChunkStore(), { campaignId: 5, enterpriseId: 7 }, {
      token: 'tok',
      endpoint: 'http://candid.test/api/uploads/answers',
      retryDelays: [0, 5, 5],
      restartDelayMs: 5,
      httpStack: server,
    });
  });
  afterEach(() => {
    server.release();
    manager.stopAll();
    cleanup();
    vi.unstubAllGlobals();
  });
  return { server: () => server, manager: () => manager };
}
