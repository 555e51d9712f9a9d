import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A write whose key names no column fails instead of being dropped (test/strict-writes.ts).
    setupFiles: ['test/strict-writes.ts'],
    pool: 'forks',
    // Test files share a fork's loaded modules instead of importing the whole app afresh, which
    // took half the suite's time (PGlite 312 s -> 150 s, PostgreSQL 385 s -> 104 s). Every file
    // builds its own app over its own database, and no test mocks a module.
    isolate: false,
    // Two cores: PGlite is single-threaded WASM, argon2 is CPU-bound.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    // Limits for a loaded two-core machine: a file's beforeAll opens a database, builds the app
    // and hashes passwords (argon2) while the other fork does the same; ffmpeg fixtures run
    // beside them. Tests wait on states, so these only bound how long a real hang takes.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
    // The AWS SDK warns once per process that its 2027 releases need Node 22: true, and printed in
    // the middle of every S3 test's output. The locked SDK runs on this Node.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // A stray `.only` would pass the run on the tests it kept: it fails, on every machine.
    allowOnly: false,
  },
});
