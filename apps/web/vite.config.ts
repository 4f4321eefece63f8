import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { fontSubsets } from './scripts/font-subset-plugin.ts';
import { pageChunks } from './scripts/page-chunks-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:5145';

// The lazy page modules of app/router.tsx that the server preloads with their pages (ADR 0011).
const firstPaintPages = pageChunks({
  artwork: 'src/app/product-route.tsx',
  category: 'src/features/catalog/pages/category-item-page.tsx',
  'group-item': 'src/features/catalog/pages/subcategory-page.tsx',
});

export default defineConfig({
  plugins: [fontSubsets(), react(), tailwindcss(), firstPaintPages.plugin, precompress()],
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin, '/webp': apiOrigin, '/certificates': apiOrigin },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // ADR 0011: few files on a page's critical path. Everything the entry loads at once is one file (not
        // sixteen), and the code the first-paint pages share is one more, with the domain code it uses (followed
        // through the package's subpaths by what is used, not by their `export *`); other lazy pages split as usual.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], includeDependenciesRecursively: false, priority: 2 },
            { name: 'storefront', test: firstPaintPages.isSharedRouteModule, includeDependenciesRecursively: true, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A file's first test imports its pages cold, and each lookup may wait up to 30 s on a busy machine
    // (src/test/setup.ts): a test of a whole page with several steps gets room for a few slow ones.
    testTimeout: 90_000,
  },
});
