import path from 'node:path';
import { build } from 'vite';
import { buildIfChanged } from './build-inputs.ts';

// npm run build: Vite's build and the first-load budget, skipped when the dist was built from the same
// sources, lockfile and variables (`npm run build -- --force` builds anyway).
const webDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(webDir, '../..');
const inputs = {
  root: repoRoot,
  folders: [webDir, path.join(repoRoot, 'packages/domain')],
  files: [path.join(repoRoot, 'package-lock.json')],
  env: process.env,
};

const outcome = await buildIfChanged(
  inputs,
  { dir: path.join(webDir, 'dist'), mainFile: 'index.html' },
  async () => {
    await build({ root: webDir });
    // Fails the build (no stamp) when the storefront's first load is over its budget.
    await import('./first-load-size.ts');
  },
  { force: process.argv.includes('--force') },
);
if (outcome === 'unchanged') console.log('web app unchanged since its last build: skipped (npm run build -- --force rebuilds)');
