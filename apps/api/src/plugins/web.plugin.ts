import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_OR_FILES = /^\/(api|uploads|webp)(\/|$)/i;

/**
 * Serves the built web app: Vite's hashed assets cache for a year; every other browser route gets
 * the SPA's index.html (never cached, so a deploy shows at once), and the app's router takes over.
 * Unknown API paths, and everything when the app is not built, answer 404 JSON.
 */
export default fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const indexFile = path.join(options.distDir, 'index.html');
    const built = existsSync(indexFile);
    if (!built) {
      app.log.warn({ distDir: options.distDir }, 'web app not built: run `npm run build` to serve it');
      app.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
      );
      return;
    }
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    app.setNotFoundHandler((request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if ((request.method === 'GET' || request.method === 'HEAD') && !API_OR_FILES.test(urlPath)) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ message: `No route for ${request.method} ${urlPath}` });
    });
  },
  { name: 'web' },
);
