import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { productPageHtml, robotsTxt } from '../modules/seo/seo.service.ts';
import { sitemapPart } from '../modules/seo/sitemap.service.ts';

const API_OR_FILES = /^\/(api|uploads|webp)(\/|$)/i;

/**
 * Serves the built web app: Vite's hashed assets cache for a year; every other browser route gets
 * the SPA's index.html (never cached, so a deploy shows at once), and the app's router takes over.
 * Unknown API paths, and everything when the app is not built, answer 404 JSON.
 */
export default fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(robotsTxt(app.ctx.config.PUBLIC_URL)),
    );
    // Part 0 is /sitemap.xml; numbered parts exist only past one file's worth of addresses.
    const sendSitemap = async (reply: FastifyReply, part: number | undefined) => {
      const xml = part === undefined ? undefined : await sitemapPart(app.ctx, part);
      if (xml === undefined) return reply.status(404).send({ message: 'Sitemap not found' });
      return reply.type('application/xml; charset=utf-8').send(xml);
    };
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => sendSitemap(reply, 0));
    app.get<{ Params: { part: string } }>('/sitemap-:part.xml', { schema: { hide: true } }, async (request, reply) =>
      sendSitemap(reply, /^[1-9]\d{0,5}$/.test(request.params.part) ? Number(request.params.part) : undefined),
    );

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

    const indexHtml = readFileSync(indexFile, 'utf8');
    app.get<{ Params: { id: string } }>('/product/:id', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await productPageHtml(app.ctx, indexHtml, request.params.id)),
    );

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
