import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';

/* What the job-board stand-ins share (docs/job-boards.md): the server, faults, request helpers. */

/** What the next call answers instead of its normal answer (then back to normal). */
export type Fault = { status: number; body: string; contentType?: string } | 'hang';

export interface StandInApplicant {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

export interface StandIn {
  url: string;
  port: number;
  /** Postings by id: the last payload received (SEEK: the position profile, and its opening) and whether it is open. */
  postings: Map<string, { payload: unknown; opening?: unknown; open: boolean; updates: number }>;
  /** Applicants by posting id. */
  applicants: Map<string, StandInApplicant[]>;
  /** Every call as "METHOD path" (the operation for GraphQL). */
  calls: string[];
  /** The next `count` calls (default 1) answer with the fault. */
  failNext(fault: Fault, count?: number): void;
  close(): Promise<void>;
}

export function listen(handler: http.RequestListener, port = 0): Promise<{ server: http.Server; port: number; hanging: Set<http.ServerResponse> }> {
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, hanging }));
  });
}

export const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export const send = (res: http.ServerResponse, status: number, body: string, contentType = 'application/json') => {
  res.writeHead(status, { 'content-type': contentType });
  res.end(body);
};

export function faults() {
  const queue: Fault[] = [];
  return {
    failNext: (fault: Fault, count = 1) => {
      for (let i = 0; i < count; i++) queue.push(fault);
    },
    take: () => queue.shift(),
  };
}

export const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
export const isHttpUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);

export async function closeServer(server: http.Server, hanging: Set<http.ServerResponse>) {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
