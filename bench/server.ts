import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

export interface BenchServer {
  url: string;
  /** The server's process id. */
  pid: number;
  stop(): Promise<void>;
}

/** Candid's own server process, which can also be crashed. */
export interface CandidServer extends BenchServer {
  /** SIGKILLs the server (a crash: nothing is finished or handed back); resolves when it is gone. */
  kill(): Promise<void>;
}

/**
 * Starts the real server as its own process (production mode, embedded PGlite in a fresh
 * data dir, demo data seeded) so the benchmark measures what `npm start` runs.
 */
export async function startServer(env: Record<string, string> = {}, existingDataDir?: string): Promise<CandidServer> {
  const port = await freePort();
  const dataDir = existingDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'candid-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The AWS SDK's notice that its 2027 releases need Node 22, once per process: not a figure.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, `${url}/api/health`);
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!existingDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Waits until `url` answers at all (any status), for at most two minutes. */
export async function waitUntilUp(child: ChildProcess, url: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 300));
  }
}
