import { defineConfig } from 'vitest/config';

// Browser journeys: one server for the run (global-setup.ts), one Chromium per file, files in sequence.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./failure-pictures.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // expect.poll gives up after 1 s by default: too short for a mail or a page on a busy machine. It returns
    // as soon as the value is there, so a long budget costs nothing otherwise.
    expect: { poll: { timeout: 15_000 } },
  },
});
