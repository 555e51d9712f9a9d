import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server does with the next chat-completion request. */
export type FakeBehaviour =
  | { content: string }
  | { status: number; body?: unknown }
  | { hang: true }
  | { raw: string };

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model?: string; messages?: { role: string; content: string }[]; response_format?: unknown; [k: string]: unknown };
}

export interface FakeOpenAi {
  /** The base URL to configure (ends in /v1). */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Decides the answer to each request; replace it between tests. */
  behave: (req: ReceivedRequest) => FakeBehaviour;
  close(): Promise<void>;
}

/** A completion in the OpenAI response shape, with `content` as the assistant's message. */
export function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/**
 * A local OpenAI-compatible peer for tests (DESIGN §7): POST /v1/chat/completions on
 * 127.0.0.1, answering as `behave` says: JSON content, an HTTP error, a raw body, or never.
 */
export async function startFakeOpenAi(behave: FakeOpenAi['behave'] = () => ({ content: '{}' })): Promise<FakeOpenAi> {
  const requests: ReceivedRequest[] = [];
  const fake = { requests, behave } as FakeOpenAi;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: ReceivedRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        // recorded as empty; the assertions will say so
      }
      const received: ReceivedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(received);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const b = fake.behave(received);
      if ('hang' in b) return;
      if ('raw' in b) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(b.raw);
      } else if ('status' in b) {
        res
          .writeHead(b.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(b.body ?? { error: { message: 'upstream failure', type: 'server_error' } }));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(body.model ?? 'fake', b.content)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
