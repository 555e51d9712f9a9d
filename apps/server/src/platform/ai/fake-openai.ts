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

/** The name of the JSON schema a request asks its answer to follow (e.g. 'typed_questions'). */
export function formatName(req: ReceivedRequest): string | undefined {
  const format = req.body.response_format as { json_schema?: { name?: string } } | undefined;
  return format?.json_schema?.name;
}

/** What the model was told: the request's messages, one after the other (to assert what a prompt carried, e.g. its language). */
export function promptOf(req: ReceivedRequest): string {
  return (req.body.messages ?? []).map((m) => m.content).join('\n\n');
}

/** Answers each request by the name of its response format; other formats get `fallback`. */
export function byFormat(answers: Record<string, FakeBehaviour>, fallback: FakeBehaviour = { status: 500 }): FakeOpenAi['behave'] {
  return (req) => answers[formatName(req) ?? ''] ?? fallback;
}

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; additionalProperties?: unknown; items?: JsonSchema; anyOf?: JsonSchema[]; $defs?: Record<string, JsonSchema>; definitions?: Record<string, JsonSchema> };

/**
 * What OpenAI refuses in a strict response format (structured outputs): an object that allows
 * more properties or does not require every one of them. Null when the schema is acceptable.
 */
export function strictSchemaProblem(schema: JsonSchema | undefined, path = '#'): string | null {
  if (!schema || typeof schema !== 'object') return null;
  if (schema.properties) {
    if (schema.additionalProperties !== false) return `${path}: additionalProperties must be false`;
    const missing = Object.keys(schema.properties).filter((k) => !schema.required?.includes(k));
    if (missing.length) return `${path}: every property must be required (missing ${missing.join(', ')})`;
  }
  const children: [string, JsonSchema][] = [
    ...Object.entries(schema.properties ?? {}).map(([k, v]) => [`${path}/properties/${k}`, v] as [string, JsonSchema]),
    ...(schema.items ? [[`${path}/items`, schema.items] as [string, JsonSchema]] : []),
    ...(schema.anyOf ?? []).map((v, i) => [`${path}/anyOf/${i}`, v] as [string, JsonSchema]),
    ...Object.entries({ ...schema.definitions, ...schema.$defs }).map(([k, v]) => [`${path}/$defs/${k}`, v] as [string, JsonSchema]),
  ];
  for (const [p, child] of children) {
    const problem = strictSchemaProblem(child, p);
    if (problem) return problem;
  }
  return null;
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
 * A strict JSON-schema response format that OpenAI would refuse is answered 400 first.
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
      // As OpenAI does, a strict response format that structured outputs cannot follow is a 400.
      const format = body.response_format as { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: JsonSchema } } | undefined;
      const problem = format?.type === 'json_schema' && format.json_schema?.strict ? strictSchemaProblem(format.json_schema.schema) : null;
      if (problem) {
        const message = `Invalid schema for response_format '${format?.json_schema?.name ?? ''}': ${problem}`;
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message, type: 'invalid_request_error', param: 'response_format' } }));
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
