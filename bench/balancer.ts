// A small round-robin load balancer for the scale benchmark, behaving as nginx does by default:
// each request goes to the next backend that is up; a backend that refuses a connection is marked
// down for a second, and a request it failed is passed to the next one only when it is safe to
// repeat (GET, HEAD, OPTIONS), as `proxy_next_upstream error` does. Anything else answers 502,
// and the client decides (a tus client asks the upload's offset and carries on).
import http from 'node:http';
import type net from 'node:net';

const REPEATABLE = new Set(['GET', 'HEAD', 'OPTIONS']);
const DOWN_FOR_MS = 1_000;

export interface Balancer {
  url: string;
  /** The backends requests go to from now on (origins: http://127.0.0.1:port). */
  setBackends(origins: string[]): void;
  /** Requests answered 502 because their backend failed them (not repeated elsewhere). */
  failed(): number;
  stop(): Promise<void>;
}

export async function startBalancer(origins: string[]): Promise<Balancer> {
  let backends = [...origins];
  let next = 0;
  let failures = 0;
  const downUntil = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  const pick = (tried: Set<string>): string | undefined => {
    for (let i = 0; i < backends.length; i++) {
      const origin = backends[(next + i) % backends.length];
      if (tried.has(origin) || (downUntil.get(origin) ?? 0) > Date.now()) continue;
      next = (next + i + 1) % backends.length;
      return origin;
    }
    return undefined;
  };

  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, tried: Set<string>) => {
    const origin = pick(tried);
    if (!origin) {
      failures += 1;
      res.writeHead(502, { 'content-type': 'text/plain' }).end('no backend up');
      return;
    }
    tried.add(origin);
    const target = new URL(req.url ?? '/', origin);
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host, 'content-length': String(body.length) }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      downUntil.set(origin, Date.now() + DOWN_FOR_MS);
      if (REPEATABLE.has(req.method ?? '')) {
        forward(req, body, res, tried);
        return;
      }
      failures += 1;
      res.writeHead(502, { 'content-type': 'text/plain' }).end('backend failed');
    });
    upstream.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, new Set()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setBackends(list) {
      backends = [...list];
      next = 0;
    },
    failed: () => failures,
    async stop() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
