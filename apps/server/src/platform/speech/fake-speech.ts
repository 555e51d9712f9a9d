import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SpeechRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model?: string; voice?: string; input?: string; response_format?: string; [k: string]: unknown };
}

/** What the fake server does with a request: answer audio, an error status, or never answer. */
export type SpeechBehaviour = { audio: Buffer } | { status: number; body?: string } | { hang: true };

/**
 * A local OpenAI-compatible speech peer for tests (DESIGN §7): POST /v1/audio/speech on a
 * loopback port, recording every request and answering as `behave` says.
 */
export async function startFakeSpeech(behave: (req: SpeechRequest) => SpeechBehaviour) {
  const requests: SpeechRequest[] = [];
  const state = { behave };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: SpeechRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        /* recorded as an empty body */
      }
      const entry = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(entry);
      if (entry.path !== '/v1/audio/speech' || entry.method !== 'POST') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const b = state.behave(entry);
      if ('hang' in b) return;
      if ('status' in b) {
        res.writeHead(b.status, { 'content-type': 'application/json' }).end(b.body ?? '{"error":{"message":"failed"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': b.audio.length }).end(b.audio);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    set behave(fn: (req: SpeechRequest) => SpeechBehaviour) {
      state.behave = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
