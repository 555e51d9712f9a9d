import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { readBlob } from '../upload/answerSource';

/** What a test does to a request before the server sees it. */
export type Intercept =
  | undefined
  /** The request never reaches the server. */
  | 'network'
  /** The server handles the request but the answer is lost on the way back. */
  | 'lose-response'
  /** The request is logged and never answered (a stalled connection). */
  | 'no-answer'
  /** The server answers this status (and message) instead. */
  | { status: number; message?: string };

interface ServerUpload {
  id: string;
  bytes: number[];
  length: number | null;
  metadata: Record<string, string>;
  headers: Record<string, string>;
}

export interface LoggedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  bodySize: number;
}

function decodeMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',').filter(Boolean)) {
    const [key, value = ''] = pair.trim().split(' ');
    out[key] = atob(value);
  }
  return out;
}

class FakeResponse implements HttpResponse {
  constructor(
    private readonly status: number,
    private readonly headers: Record<string, string>,
    private readonly body = '',
  ) {}
  getStatus() {
    return this.status;
  }
  getHeader(name: string) {
    const key = Object.keys(this.headers).find((k) => k.toLowerCase() === name.toLowerCase());
    return key === undefined ? undefined : this.headers[key];
  }
  getBody() {
    return this.body;
  }
  getUnderlyingObject() {
    return null;
  }
}

class FakeRequest implements HttpRequest {
  private headers: Record<string, string> = {};
  constructor(
    private readonly server: FakeTusServer,
    private readonly method: string,
    private readonly url: string,
  ) {}
  getMethod() {
    return this.method;
  }
  getURL() {
    return this.url;
  }
  setHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getHeader(name: string) {
    return this.headers[name];
  }
  setProgressHandler() {}
  async send(body?: Blob | null) {
    return this.server.handle(this.method, this.url, this.headers, body ?? null);
  }
  async abort() {}
  getUnderlyingObject() {
    return null;
  }
}

/**
 * A tus 1.0 server (creation with deferred length, HEAD, PATCH) in memory, plugged into
 * tus-js-client as its httpStack, with hooks to drop requests and answers.
 */
export class FakeTusServer implements HttpStack {
  readonly uploads = new Map<string, ServerUpload>();
  readonly log: LoggedRequest[] = [];
  /** Requests sent and not answered yet (logged or not: a body is read before it is logged). */
  inFlight = 0;
  intercept: (method: string, url: string, headers: Record<string, string>) => Intercept = () => undefined;
  private nextId = 1;

  createRequest(method: string, url: string) {
    return new FakeRequest(this, method, url);
  }
  getName() {
    return 'FakeTusServer';
  }

  /** The bytes of an upload as the server holds them. */
  bytesOf(id: string): Uint8Array {
    return Uint8Array.from(this.uploads.get(id)?.bytes ?? []);
  }

  async handle(method: string, url: string, headers: Record<string, string>, body: Blob | null) {
    this.inFlight += 1;
    try {
      return await this.receive(method, url, headers, body);
    } finally {
      this.inFlight -= 1;
    }
  }

  private async receive(method: string, url: string, headers: Record<string, string>, body: Blob | null) {
    const data = body ? new Uint8Array(await readBlob(body)) : new Uint8Array();
    this.log.push({ method, url, headers: { ...headers }, bodySize: data.length });
    const action = this.intercept(method, url, headers);
    if (action === 'network') throw new Error('network down');
    if (action === 'no-answer') return new Promise<never>(() => undefined);
    if (action && typeof action === 'object') return new FakeResponse(action.status, {}, JSON.stringify({ message: action.message ?? 'refused' }));
    const response = this.apply(method, url, headers, data);
    if (action === 'lose-response') throw new Error('connection reset');
    return response;
  }

  private apply(method: string, url: string, headers: Record<string, string>, data: Uint8Array) {
    if (method === 'POST') {
      if (headers['Upload-Defer-Length'] !== '1') return new FakeResponse(400, {});
      const metadata = decodeMetadata(headers['Upload-Metadata']);
      // As the real server: a creation repeated with the same uploadKey gets the same upload.
      const same = [...this.uploads.values()].find((u) => metadata.uploadKey && u.metadata.uploadKey === metadata.uploadKey);
      if (same) return new FakeResponse(201, { Location: `/api/uploads/answers/${same.id}` });
      const id = String(this.nextId++);
      this.uploads.set(id, { id, bytes: [], length: null, metadata, headers: { ...headers } });
      return new FakeResponse(201, { Location: `/api/uploads/answers/${id}` });
    }
    const id = url.split('/').pop() ?? '';
    const upload = this.uploads.get(id);
    if (!upload) return new FakeResponse(404, {}, '{"message":"Not found"}');
    if (method === 'HEAD') {
      return new FakeResponse(200, {
        'Upload-Offset': String(upload.bytes.length),
        ...(upload.length === null ? { 'Upload-Defer-Length': '1' } : { 'Upload-Length': String(upload.length) }),
      });
    }
    if (method === 'PATCH') {
      const offset = Number(headers['Upload-Offset']);
      if (offset !== upload.bytes.length) return new FakeResponse(409, {});
      if (headers['Upload-Length'] !== undefined) {
        const length = Number(headers['Upload-Length']);
        if (upload.length !== null && upload.length !== length) return new FakeResponse(400, {});
        upload.length = length;
      }
      if (upload.length !== null && offset + data.length > upload.length) return new FakeResponse(400, {});
      upload.bytes.push(...data);
      return new FakeResponse(204, { 'Upload-Offset': String(upload.bytes.length) });
    }
    return new FakeResponse(405, {});
  }
}
