import { closeSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { root, sharedServerLog } from './server';

/** How much of the server's output a failed test shows: the end of what it logged meanwhile. */
const SHOWN_LINES = 80;

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

function readRange(file: string, from: number, to: number): string {
  const buffer = Buffer.alloc(Math.max(0, to - from));
  if (buffer.length === 0) return '';
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

/**
 * The shared app server's output (support/global-setup.ts) goes to e2e/test-results/app-server.log,
 * not to the terminal: the failure paths the specs take (refused mail, AI errors, bad uploads) log
 * errors with stack traces by design. This reporter shows it where it helps: under a test that
 * failed, what the server logged while that test ran (with two workers, the other test's requests
 * are among it); at the end of a failed run, where the whole log is.
 */
export default class ServerLogReporter implements Reporter {
  private readonly startedAt = new Map<string, number>();

  onTestBegin(test: TestCase, result: TestResult): void {
    this.startedAt.set(`${test.id}#${result.retry}`, sizeOf(sharedServerLog));
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const key = `${test.id}#${result.retry}`;
    const from = this.startedAt.get(key) ?? 0;
    this.startedAt.delete(key);
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const lines = readRange(sharedServerLog, from, sizeOf(sharedServerLog)).split('\n').filter(Boolean);
    const shown = lines.slice(-SHOWN_LINES);
    const where = path.relative(root, sharedServerLog);
    console.log(
      `\n  The app server's output while "${test.title}" ran` +
        (lines.length > shown.length ? ` (its last ${shown.length} of ${lines.length} lines; all in ${where}):` : ` (${where}):`),
    );
    console.log(shown.length > 0 ? shown.map((line) => `    | ${line}`).join('\n') : '    (nothing)');
  }

  onEnd(result: FullResult): void {
    if (result.status !== 'passed') console.log(`\nThe shared app server's whole output: ${path.relative(root, sharedServerLog)}`);
  }

  printsToStdio(): boolean {
    // The list reporter is the one that reports; this one only adds to failures.
    return false;
  }
}
