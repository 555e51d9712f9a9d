import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in does with the next transcription request. */
export type FakeSttBehaviour = { json: unknown } | { status: number; body?: string } | { raw: string } | { hang: true };

export interface ReceivedTranscription {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The multipart fields, as the server's own parser read them; `file` is the upload. */
  fields: Record<string, string[]>;
  file?: { name: string; type: string; bytes: Buffer };
}

export interface FakeStt {
  /** The base URL to configure (ends in /v1). */
  baseUrl: string;
  requests: ReceivedTranscription[];
  /** Decides the answer to each request; replace it between tests. */
  behave: (req: ReceivedTranscription) => FakeSttBehaviour;
  close(): Promise<void>;
}

/**
 * A local OpenAI-compatible transcription peer for tests (DESIGN §7): POST
 * /v1/audio/transcriptions on 127.0.0.1 with a multipart body, answering as `behave` says.
 */
export async function startFakeStt(behave: FakeStt['behave'] = () => ({ json: { text: '' } })): Promise<FakeStt> {
  const requests: ReceivedTranscription[] = [];
  const fake = { requests, behave } as FakeStt;
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const received: ReceivedTranscription = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, fields: {} };
        try {
          // undici's multipart parser: the same one a Fetch-based server would use.
          const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
          for (const [key, value] of form.entries()) {
            if (typeof value === 'string') (received.fields[key] ??= []).push(value);
            else received.file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
          }
        } catch {
          // recorded without fields; the assertions will say so
        }
        requests.push(received);
        if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
          return;
        }
        const b = fake.behave(received);
        if ('hang' in b) return;
        if ('json' in b) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(b.json));
        else if ('raw' in b) res.writeHead(200, { 'content-type': 'application/json' }).end(b.raw);
        else res.writeHead(b.status, { 'content-type': 'application/json' }).end(b.body ?? '');
      })();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy(); // hung requests would keep close() waiting
      server.close(() => resolve());
    });
  return fake;
}
