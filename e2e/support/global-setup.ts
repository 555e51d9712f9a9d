import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM } from './browser';
import { ENV, OPERATOR_CONTACT_EMAIL, SEEK_PARTNER } from './env';
import { startSmtpCapture } from './smtp-capture';
import { freePort, root, sharedServerLog, startServer, waitForHealth } from './server';

/**
 * Starts a capture SMTP server and the real app server (fresh data dir, mail to that SMTP
 * server), waits for /api/health, and publishes the base URL and mail folder to the workers.
 * Returns the teardown, which stops both and removes the temporary files.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: run \`bash scripts/ensure-test-deps.sh\` (as root) first.`);
  }
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('[e2e] apps/web/dist is missing: building the web app...');
    execFileSync('npm', ['run', 'build', '-w', '@candid/web'], { cwd: root, stdio: 'inherit' });
  }

  const tmp = await mkdtemp(path.join(os.tmpdir(), 'candid-e2e-'));
  const dataDir = path.join(tmp, 'data');
  const mailDir = path.join(tmp, 'mail');

  const smtp = await startSmtpCapture(mailDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Job boards (issue 17): the server calls them only for an enterprise with settings, which only
  // the job-boards spec saves; that spec starts the stand-ins on these ports, SEEK's with the
  // partner credentials given to the server here.
  const [seekPort, idibuPort] = [await freePort(), await freePort()];
  const server = startServer(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // Offline billing's "Request upgrade" emails this address (issue 28).
      OPERATOR_CONTACT_EMAIL: OPERATOR_CONTACT_EMAIL,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      RATE_LIMIT_AUTH_MAX: '1000',
      SEED_DEMO: 'true',
      // The demo spec reads the open job's first candidate's transcripts: the speech engine makes
      // only hers (all 68 answers would take it half an hour of CPU beside the other specs).
      SEED_DEMO_TRANSCRIPTS: '1',
      SEEK_API_BASE: `http://127.0.0.1:${seekPort}`,
      SEEK_CLIENT_ID: SEEK_PARTNER.clientId,
      SEEK_CLIENT_SECRET: SEEK_PARTNER.clientSecret,
      IDIBU_API_BASE: `http://127.0.0.1:${idibuPort}`,
      JOBBOARD_TIMEOUT_MS: '5000',
      // A failed webhook delivery is tried again after 0.3 s, 0.6 s, … (30 s by default).
      WEBHOOK_RETRY_BASE_MS: '300',
      // An endpoint failing for 12 s (not 72 hours) is disabled: 0.3 + 0.6 + … passes it at the
      // seventh attempt, about 19 s after the first.
      WEBHOOK_DISABLE_AFTER_HOURS: String(12 / 3600),
    },
    sharedServerLog,
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
  console.log(`[e2e] app at ${baseURL}, SMTP capture on port ${smtp.port}, server log ${path.relative(root, sharedServerLog)}`);

  process.env[ENV.baseURL] = baseURL;
  process.env[ENV.mailDir] = mailDir;
  process.env[ENV.dataDir] = dataDir;
  process.env[ENV.seekPort] = String(seekPort);
  process.env[ENV.idibuPort] = String(idibuPort);

  return async () => {
    if (server.exitedEarly()) {
      console.error(`[e2e] the app server exited during the run (its output: ${path.relative(root, sharedServerLog)}); the end of it:\n${server.tail()}`);
    }
    await stop();
  };
}
