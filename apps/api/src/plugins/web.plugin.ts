import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isUnknownCollectionPath } from '@art-market/domain/rules';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type PageChunks, withFirstPaint } from '#api/modules/seo/first-paint.ts';
import { artistPageHtml, collectionPageHtml, productPageHtml, robotsTxt } from '#api/modules/seo/seo.service.ts';
import { sitemapPart } from '#api/modules/seo/sitemap.service.ts';

const API_OR_FILES = /^\/(api|uploads|webp|certificates)(\/|$)/i;

/**
 * Serves the built web app: Vite's hashed assets cache for a year; every other browser route gets
 * the SPA's index.html (never cached, so a deploy shows at once), and the app's router takes over.
 * Unknown API paths, and everything when the app is not built, answer 404 JSON.
 * ADR 0009: assets go out as the build's Brotli or gzip twins; the page itself is compressed per request,
 * since storefront pages carry their first API answer and a preload of their largest image and (ADR 0011)
 * of their route code.
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
    // Only the pages use it (their routes' `compress` option); the API's answers are left as they are.
    await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'], threshold: 1024 });
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    const indexHtml = readFileSync(indexFile, 'utf8');
    // ADR 0011: the route code of each first-paint page, written by the web build (scripts/page-chunks-plugin.ts).
    const pageChunksFile = path.join(options.distDir, 'page-chunks.json');
    const pageChunks = existsSync(pageChunksFile) ? (JSON.parse(readFileSync(pageChunksFile, 'utf8')) as PageChunks) : {};
    // The page differs by the Accept header too: it preloads WebP only for browsers that say they take it.
    const sendHtml = (reply: FastifyReply, html: string) =>
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept').type('text/html; charset=utf-8').send(html);
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, html: string) =>
      sendHtml(reply, await withFirstPaint(app, request, html, pageChunks));
    const page = { schema: { hide: true }, compress: {} };
    app.get<{ Params: { id: string } }>('/product/:id', page, async (request, reply) =>
      sendPage(request, reply, await productPageHtml(app.ctx, indexHtml, request.params.id)),
    );
    // A curated collection: its own meta; a draft or unknown one is a missing page (the app shows its 404 page).
    app.get<{ Params: { slug: string } }>('/collections/:slug', page, async (request, reply) => {
      const html = await collectionPageHtml(app.ctx, indexHtml, request.params.slug);
      return html === undefined ? sendHtml(reply.status(404), indexHtml) : sendPage(request, reply, html);
    });
    app.get<{ Params: { name: string } }>('/artists/:name', page, async (request, reply) =>
      sendPage(request, reply, await artistPageHtml(app.ctx, indexHtml, request.params.name)),
    );
    // Every other browser route is the SPA's page; API and file paths fall through to the 404 answer.
    app.get('/*', page, async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (API_OR_FILES.test(urlPath)) return reply.callNotFound();
      // A collection the catalogue does not know is a missing page, not an empty one: the app shows its 404 page,
      // and the status says so to crawlers and links checkers (no first data: there is nothing to list).
      if (isUnknownCollectionPath(urlPath)) return sendHtml(reply.status(404), indexHtml);
      return sendPage(request, reply, indexHtml);
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0] ?? '/'}` }),
    );
  },
  { name: 'web' },
);
