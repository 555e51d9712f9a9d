import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Envelope of a captured message, stored beside it as <id>.json. */
export interface CapturedEnvelope {
  receivedAt: number;
  mailFrom: string | null;
  rcptTo: string[];
}

export interface SmtpCapture {
  port: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that accepts every message (no TLS, any or no
 * AUTH) and writes it raw to `<dir>/<receivedAt>-<seq>.eml`, with its envelope in `.json`.
 * Files appear by rename, so a reader never sees half a message.
 */
export async function startSmtpCapture(dir: string): Promise<SmtpCapture> {
  await mkdir(dir, { recursive: true });
  let seq = 0;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'e2e' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const receivedAt = Date.now();
        const id = `${receivedAt}-${String(++seq).padStart(5, '0')}`;
        const envelope: CapturedEnvelope = {
          receivedAt,
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
        };
        store(dir, id, Buffer.concat(chunks), envelope).then(
          () => callback(),
          (err: Error) => callback(err),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Errors on single connections (a client hanging up) must not bring the run down.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function store(dir: string, id: string, raw: Buffer, envelope: CapturedEnvelope) {
  const json = path.join(dir, `${id}.json`);
  const eml = path.join(dir, `${id}.eml`);
  await writeFile(`${json}.tmp`, JSON.stringify(envelope));
  await rename(`${json}.tmp`, json);
  await writeFile(`${eml}.tmp`, raw);
  await rename(`${eml}.tmp`, eml);
}
