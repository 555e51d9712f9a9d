import { FakeTusServer } from './fakeTusServer';

/** A MediaRecorder whose 'start' (first bytes) and data the test triggers. */
export class FakeRecorder extends EventTarget {
  static last: FakeRecorder | null = null;
  static isTypeSupported = () => true;
  state: RecordingState = 'inactive';
  readonly mimeType = 'video/webm';
  onstart: ((e: Event) => void) | null = null;
  onstop: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  ondataavailable: ((e: BlobEvent) => void) | null = null;
  constructor(readonly stream: MediaStream) {
    super();
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
