import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogues } from './vite/catalogues';

/**
 * CANDID_PSEUDO=1: the candidate app's tests again, in the pseudo-locale (src/test/pseudo.ts), each
 * failing when its page shows words that no catalogue gave.
 */
const pseudo = process.env.CANDID_PSEUDO === '1';

export default defineConfig({
  plugins: [react(), catalogues()],
  test: {
    name: pseudo ? 'web-pseudo' : 'web',
    environment: 'jsdom',
    // Each file runs in a VM context of a worker that stays up, instead of a fresh process that
    // loads jsdom and the app's modules again: 229 s against 346 s for the suite on two cores.
    // (In a VM context jsdom's `location` cannot be replaced: the app leaves through lib/leave.ts.)
    pool: 'vmThreads',
    include: pseudo ? ['src/interview/**/*.test.tsx', 'src/features/share/**/*.test.tsx'] : ['src/**/*.test.{ts,tsx}'],
    setupFiles: pseudo ? ['./src/test/setup.ts', './src/test/pseudo-setup.ts'] : ['./src/test/setup.ts'],
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
