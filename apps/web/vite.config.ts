import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress-plugin.ts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:5145';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin, '/webp': apiOrigin },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
