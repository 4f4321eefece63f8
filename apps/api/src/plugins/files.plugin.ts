import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { downloadOnlyHeadersOf, type FilesAdapter, LocalDiskStorage, PUBLIC_AREAS } from './storage.ts';

/** Files in `DATA_DIR`, the public areas served from disk by @fastify/static. */
export function diskFiles(rootDir: string): FilesAdapter {
  const storage = new LocalDiskStorage(rootDir);
  return { storage, servePublicFiles: fp(async (app) => servePublicAreas(app, storage), { name: 'files' }) };
}

/** Uploaded files and their WebP variants. Names are random and never reused, so they cache for a year. */
async function servePublicAreas(app: FastifyInstance, storage: LocalDiskStorage): Promise<void> {
  for (const area of PUBLIC_AREAS) {
    mkdirSync(storage.directoryOf(area), { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.directoryOf(area),
      prefix: `/${area}/`,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      // A PDF certificate stored here before they had their own area is still served, as a download only.
      setHeaders: (reply, file) => {
        reply.headers(downloadOnlyHeadersOf(file));
      },
    });
  }
}
