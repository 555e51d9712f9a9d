import { format } from 'node:util';

/*
 * The web tests' console (issue 28): an error or a warning a test logs is a problem the test
 * missed (a React warning, an act() warning, a jsdom "not implemented", a failed request the
 * code only logged), so setup.ts fails the test on it. It is still printed, where it happened.
 *
 * A test of a failure path that logs on purpose says so first with expectConsole(level, text):
 * the matching lines are kept from the output and handed to the test to check, and the test
 * fails if none came.
 */

type Level = 'error' | 'warn';
const LEVELS: readonly Level[] = ['error', 'warn'];

/** The lines a test expects at one level: what it gets back from expectConsole. */
export interface ExpectedConsole {
  /** The arguments of each call that matched, in order (the logged error is usually the last). */
  readonly calls: unknown[][];
}

interface Expectation extends ExpectedConsole {
  level: Level;
  text: string | RegExp;
}

export interface ConsoleGuard {
  /** Keeps `level` lines matching `text` (a substring or a RegExp) out of the output, for the test to check. */
  expect(level: Level, text: string | RegExp): ExpectedConsole;
  /**
   * What is wrong since the last call, and forgets it: each line nobody expected (logged by the
   * test just ended, or after the previous one ended), each expectation no line met.
   */
  takeProblems(): string[];
}

function matches(text: string | RegExp, line: string): boolean {
  return typeof text === 'string' ? line.includes(text) : text.test(line);
}

/** Replaces `target`'s error and warn (the global console in setup.ts) with the guard's. */
export function guardConsole(target: Pick<Console, Level>): ConsoleGuard {
  const unexpected: string[] = [];
  let expectations: Expectation[] = [];
  for (const level of LEVELS) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => {
      const line = format(...args);
      const expectation = expectations.find((e) => e.level === level && matches(e.text, line));
      if (expectation) {
        expectation.calls.push(args);
        return;
      }
      // Only the first line in the failure: the whole of it, stack and all, is printed above it.
      unexpected.push(`console.${level}: ${line.split('\n')[0]}`);
      original(...args);
    };
  }
  return {
    expect(level, text) {
      const expectation: Expectation = { level, text, calls: [] };
      expectations.push(expectation);
      return expectation;
    },
    takeProblems() {
      const missing = expectations
        .filter((e) => e.calls.length === 0)
        .map((e) => `expectConsole('${e.level}', ${String(e.text)}): no such line was logged`);
      expectations = [];
      return [...unexpected.splice(0), ...missing];
    },
  };
}

let current: ConsoleGuard | undefined;

/** Installs the guard on the global console (setup.ts, once per test file). */
export function installConsoleGuard(): ConsoleGuard {
  current ??= guardConsole(console);
  return current;
}

/**
 * Announces that this test logs a `level` line containing (or matching) `text`: the line is kept
 * out of the output and its arguments are in `calls`; the test fails if no such line comes.
 */
export function expectConsole(level: Level, text: string | RegExp): ExpectedConsole {
  if (!current) throw new Error('expectConsole: the console guard is not installed (src/test/setup.ts)');
  return current.expect(level, text);
}
