import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The shared app server's output (global-setup.ts), kept out of the terminal: the failure paths
 * the specs take log errors by design. Under test-results/, which Playwright empties before global
 * setup; support/server-log-reporter.ts shows a failed test what the server logged meanwhile.
 */
export const sharedServerLog = path.join(root, 'e2e/test-results/app-server.log');
/** A start on a loaded machine (tsx compiling the server, PGlite recovering after a SIGKILL) can take minutes. */
const HEALTH_TIMEOUT_MS = 240_000;
/** Variables of the caller's shell that would point the server at shared or third-party services. */
const STRIPPED_ENV = /^(DATABASE_URL|TEST_DATABASE_URL|S3_.*|AI_.*|STRIPE_.*|TTS_.*|DEMO_PASSWORD|WEB_DIST)$/;

/*
 * Starting and stopping the real app server as a child process: global setup starts the shared
 * one; a spec that must kill and restart a server (the upload fault test) starts its own.
 */

export interface RunningServer {
  child: ChildProcess;
  tail(): string;
  exitedEarly(): boolean;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash or a power cut would. */
  crash(): Promise<void>;
  /**
   * Resolves when the process has ended however it ended (a crash hook, CANDID_FAULT, kills it
   * from inside), with its exit code or signal; rejects after `timeoutMs` with its last output.
   */
  ended(timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startServer(extraEnv: Record<string, string>, logFile: string): RunningServer {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!STRIPPED_ENV.test(key)) env[key] = value;
  }
  Object.assign(env, extraEnv);

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const lines: string[] = [];
  const echo = Boolean(process.env.E2E_SERVER_LOG);
  let stopping = false;
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  // 'close' comes after the last of its output has been read.
  const end = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      if (echo) process.stderr.write(chunk);
      lines.push(...chunk.toString('utf8').split('\n'));
      if (lines.length > 200) lines.splice(0, lines.length - 200);
    });
  }

  return {
    child,
    tail: () => lines.join('\n'),
    exitedEarly: () => exited && !stopping,
    async ended(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`The app server was still running after ${timeoutMs / 1000} s. Its output:\n${lines.join('\n')}`)), timeoutMs);
      });
      try {
        return await Promise.race([end, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async crash() {
      stopping = true;
      if (!exited) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGKILL');
        await gone;
      }
      await new Promise<void>((resolve) => log.end(() => resolve()));
    },
    async stop() {
      stopping = true;
      if (!exited) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await gone;
        clearTimeout(timer);
      }
      await new Promise<void>((resolve) => log.end(() => resolve()));
    },
  };
}

export async function waitForHealth(baseURL: string, server: RunningServer): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.exitedEarly()) {
      throw new Error(
        `The app server exited (code ${server.child.exitCode}, signal ${server.child.signalCode}) ` +
          `before /api/health answered. Its output:\n${server.tail()}`,
      );
    }
    try {
      const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `GET ${baseURL}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${last}). ` +
      `Server output:\n${server.tail()}`,
  );
}

/**
 * The environment of a spec's own app server (one it may crash, gate or configure apart from the
 * shared one): on `port` of 127.0.0.1, a fresh data dir under `dir`, test mode, no demo, and
 * whatever `extra` adds.
 */
export function ownServerEnv(dir: string, port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    RATE_LIMIT_AUTH_MAX: '1000',
    SEED_DEMO: 'false',
    ...extra,
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
