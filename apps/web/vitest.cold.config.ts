import { configDefaults, defineConfig } from 'vitest/config';
import web, { COLD_START_TESTS } from './vite.config.ts';

// The web tests that need a first start's cold modules, each file in a fresh module graph (see vite.config.ts).
export default defineConfig({
  ...web,
  test: { ...web.test, name: 'web-cold', isolate: true, include: COLD_START_TESTS, exclude: configDefaults.exclude },
});
