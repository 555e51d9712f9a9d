import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENV } from './env';
import { startSmtpCapture } from './smtp-capture';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = '/usr/bin/chromium';
const HEALTH_TIMEOUT_MS = 90_000;
/** Variables of the caller's shell that would point the server at shared or third-party services. */
const STRIPPED_ENV = /^(DATABASE_URL|TEST_DATABASE_URL|S3_.*|AI_.*|STRIPE_.*|TTS_.*|DEMO_PASSWORD|WEB_DIST)$/;

/**
 * Starts a capture SMTP server and the real app server (fresh data dir, mail to that SMTP
 * server), waits for /api/health, and publishes the base URL and mail folder to the workers.
 * Returns the teardown, which stops both and removes the temporary files.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: run \`bash scripts/ensure-chromium.sh\` (as root) first.`);
  }
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('[e2e] apps/web/dist is missing: building the web app...');
    execFileSync('npm', ['run', 'build', '-w', '@candid/web'], { cwd: root, stdio: 'inherit' });
  }

  const tmp = await mkdtemp(path.join(os.tmpdir(), 'candid-e2e-'));
  const dataDir = path.join(tmp, 'data');
  const mailDir = path.join(tmp, 'mail');
  const logFile = path.join(tmp, 'server.log');

  const smtp = await startSmtpCapture(mailDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = startServer(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      RATE_LIMIT_AUTH_MAX: '1000',
      SEED_DEMO: 'true',
    },
    logFile,
  );

  const stop = async () => {
    await server.stop();
    await smtp.close();
    if (process.env.E2E_KEEP_TMP) console.log(`[e2e] kept ${tmp}`);
    else await rm(tmp, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, server);
  } catch (err) {
    await stop();
    throw err;
  }
  console.log(`[e2e] app at ${baseURL}, SMTP capture on port ${smtp.port}, server log ${logFile}`);

  process.env[ENV.baseURL] = baseURL;
  process.env[ENV.mailDir] = mailDir;

  return async () => {
    if (server.exitedEarly()) {
      console.error(`[e2e] the app server exited during the run; last output:\n${server.tail()}`);
    }
    await stop();
  };
}

interface RunningServer {
  child: ChildProcess;
  tail(): string;
  exitedEarly(): boolean;
  stop(): Promise<void>;
}

function startServer(extraEnv: Record<string, string>, logFile: string): RunningServer {
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
  const log = createWriteStream(logFile);
  const lines: string[] = [];
  const echo = Boolean(process.env.E2E_SERVER_LOG);
  let stopping = false;
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
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

async function waitForHealth(baseURL: string, server: RunningServer): Promise<void> {
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

function freePort(): Promise<number> {
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
