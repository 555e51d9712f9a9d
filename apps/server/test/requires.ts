/**
 * Strict mode: `npm test` (scripts/test.sh) sets CANDID_TEST_STRICT=1, and there a missing
 * dependency fails the run. A green run must not hide tests that never ran.
 */
export const strict = process.env.CANDID_TEST_STRICT === '1';

/** The problem of a missing program or package, with the command that installs it. */
export const notInstalled = (what: string, neededBy: string) => `${what} not installed, needed by ${neededBy} — run scripts/ensure-test-deps.sh (as root)`;

/**
 * Whether tests that need a dependency can run. When it is missing (`problem` says what is
 * missing and how to get it): in strict mode this throws, so the file, hook or test that asked
 * fails with that message; otherwise it warns and returns false, and the caller skips the tests.
 */
export function requireDependency(available: boolean, problem: string): boolean {
  if (available) return true;
  if (strict) throw new Error(`${problem} (CANDID_TEST_STRICT=1: a missing dependency fails the run)`);
  if (!warned.has(problem)) console.warn(`Skipping tests: ${problem}`);
  warned.add(problem);
  return false;
}

const warned = new Set<string>();
