import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './support/browser';
import { ENV } from './support/env';

/**
 * End-to-end suite: Debian's Chromium against the real app server, which global setup starts
 * with a fresh data dir and a capture SMTP server (see support/global-setup.ts).
 */
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A stray `.only` would pass the run on the tests it kept: it fails, on every machine.
  forbidOnly: true,
  // Limits for a loaded two-core machine (two workers, each with Chromium, beside the app server
  // and its transcodes). Every wait is on a state, so a limit only bounds how long a real
  // failure takes to report: a screen that took 10 s to appear under load must not fail.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [
    ['list'],
    // The app server's output is in test-results/app-server.log: a failed test shows its share.
    ['./support/server-log-reporter.ts'],
    // scripts/test.sh names a file for a JSON report, which scripts/summarize-tests.mjs adds up.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  outputDir: './test-results',
  use: {
    // Set by global setup; workers inherit it (the config is evaluated again in each worker).
    baseURL: process.env[ENV.baseURL],
    headless: true,
    // A failed test keeps its trace (DOM snapshots, network, console). Without the screencast:
    // its frames are captured and encoded all through every test, passing or not, and took a
    // quarter of the machine's CPU (the GPU process reading frames back, the browser encoding them).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
      },
    },
  ],
});
