import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    css: false,
    // Vitest's default is one worker fewer than the cores: on two cores that is one, and the
    // suite took half again as long (205 s against 139 s measured with two).
    maxWorkers: Math.max(2, availableParallelism()),
    minWorkers: 1,
    // Above the find* limit (src/test/setup.ts), so a slow screen fails on its query, not the test.
    testTimeout: 90_000,
    // A stray `.only` would pass the run on the tests it kept: it fails, on every machine.
    allowOnly: false,
  },
});
