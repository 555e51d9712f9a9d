import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    // A stray `.only` would pass the run on the tests it kept: it fails, on every machine.
    allowOnly: false,
  },
});
