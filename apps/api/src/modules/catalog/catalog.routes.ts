import {
  DEFAULT_PAGE_SIZE,
  HOME_LATEST_SIZE,
  homeDataSchema,
  MAX_PAGE_SIZE,
  PRICE_BAND_NAMES,
  productCardSchema,
  publicProductSchema,
  searchResultSchema,
} from '@art-market/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getHomeData, getPublicProduct, listProducts, searchProducts } from './catalog.service.ts';
import type { CachedAnswer } from './catalog-cache.ts';

const tags = ['catalogue'];
const text = z.string().trim().max(200).optional();
const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};
const filters = { category: text, subcategory: text, artist: text, artistType: text };
const productCards = z.array(productCardSchema);
const searchResults = z.array(searchResultSchema);

const pageOf = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/**
 * Public catalogue: no token, filtered, sorted and paged on the server, answered from the shared cache.
 * Fastify sends a cached answer's text as it is, without its serializer: the cache parses each fresh value with
 * the route's response schema instead.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.ctx.catalogCache;
  const send = (reply: FastifyReply, answer: CachedAnswer) => {
    if (answer.total !== undefined) reply.header('x-total-count', answer.total);
    return reply.type('application/json; charset=utf-8').send(answer.body);
  };

  app.get(
    '/Product',
    {
      schema: {
        tags,
        description: 'Live artworks, newest first. The total number of matches is in the X-Total-Count header.',
        querystring: z.object({ ...filters, priceBand: z.enum(PRICE_BAND_NAMES).optional(), ...paging }),
        response: { 200: productCards.describe('a page of product cards') },
      },
    },
    async (request, reply) => {
      const { page, pageSize, ...filter } = request.query;
      const answer = await cache.answer(`list:${JSON.stringify(request.query)}`, productCards, async () => {
        const { cards, total } = await listProducts(app.ctx, filter, pageOf({ page, pageSize }));
        return { value: cards, total };
      });
      return send(reply, answer);
    },
  );

  app.get('/Product/latest', { schema: { tags, response: { 200: productCards } } }, async (_request, reply) => {
    const answer = await cache.answer('latest', productCards, async () => ({
      value: (await listProducts(app.ctx, {}, { limit: HOME_LATEST_SIZE, offset: 0 })).cards,
    }));
    return send(reply, answer);
  });

  app.get(
    '/Product/home',
    { schema: { tags, description: 'Everything the home page shows, in one answer.', response: { 200: homeDataSchema } } },
    async (_request, reply) =>
      send(reply, await cache.answer('home', homeDataSchema, async () => ({ value: await getHomeData(app.ctx) }))),
  );

  app.get(
    '/Product/search',
    {
      schema: {
        tags,
        description: 'Ranked full-text search with typo tolerance; X-Total-Count carries the number of matches.',
        querystring: z.object({ query: z.string().max(2_000).optional().default(''), ...filters, ...paging }),
        response: { 200: searchResults },
      },
    },
    async (request, reply) => {
      const { query, page, pageSize, ...filter } = request.query;
      const answer = await cache.answer(`search:${JSON.stringify(request.query)}`, searchResults, async () => {
        const { results, total } = await searchProducts(app.ctx, query, filter, pageOf({ page, pageSize }));
        return { value: results, total };
      });
      return send(reply, answer);
    },
  );

  app.get(
    '/Product/:id',
    { schema: { tags, params: z.object({ id: z.string() }), response: { 200: publicProductSchema } } },
    async (request, reply) => {
      const answer = await cache.answer(`product:${request.params.id}`, publicProductSchema, async () => ({
        value: await getPublicProduct(app.ctx, request.params.id),
      }));
      return send(reply, answer);
    },
  );
};
