import { defineConfig } from 'vitest/config';

// Two real server processes on one PostgreSQL database, one Redis prefix and one bucket (two-instances.scale.ts).
export default defineConfig({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    include: ['**/*.scale.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
