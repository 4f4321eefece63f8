import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files share their worker's loaded modules instead of importing the whole app again each (that import
    // was most of a file's cost). Safe because each test app has its own database, config, registry and
    // folders, and no API test mocks a module or stubs a global; the setup file still runs per file.
    isolate: false,
    // The migrations run once per run; each test app's database starts as a copy (src/test/test-app.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // argon2 at its lowest cost while the API tests run, and only then (see the file).
    setupFiles: ['src/test/cheap-password-hashing.ts'],
    // Each file builds its own app on its own database; PGlite start-up dominates, so allow for it. With the
    // machine's cores busy a step takes several times its quiet time (docs/benchmarks.md, the test loop), so
    // the budgets leave room for that. Files that start real processes set their own, longer ones.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
