import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin next to every compressible file of
 * the build, once, so the server sends them as they are (@fastify/static `preCompressed`) and spends
 * nothing per request. index.html is left out: the server fills it in per page and compresses it then.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'art-market:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await listFiles(outDir);
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const content = await readFile(file);
            const [br, gz] = await Promise.all([
              promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              promisify(gzip)(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
