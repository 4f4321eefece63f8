import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/domain/vitest.config.ts', 'apps/api/vitest.config.ts', 'apps/web/vite.config.ts'],
  },
});
