import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LocalDiskStorage } from './storage.ts';

/** Uploaded files and their WebP variants. Names are random and never reused, so they cache for a year. */
export default fp(
  async (app: FastifyInstance, options: { storage: LocalDiskStorage }) => {
    for (const area of ['uploads', 'webp'] as const) {
      mkdirSync(options.storage.directoryOf(area), { recursive: true });
      await app.register(fastifyStatic, {
        root: options.storage.directoryOf(area),
        prefix: `/${area}/`,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        immutable: true,
        maxAge: '365d',
      });
    }
  },
  { name: 'files' },
);
