import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The migrations run once per run; each test app's database starts as a copy (src/test/test-app.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // argon2 at its lowest cost while the API tests run, and only then (see the file).
    setupFiles: ['src/test/cheap-password-hashing.ts'],
    // Each file builds its own app on its own database; PGlite start-up dominates, so allow for it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
