import { HOME_LATEST_SIZE, sortOf } from '@art-market/domain/rules';
import {
  artistReviewsSchema,
  artistSchema,
  artworkHoldSchema,
  type CatalogQuery,
  catalogFacetsSchema,
  catalogQuerySchema,
  homeDataSchema,
  productCardSchema,
  publicProductSchema,
  reviewPageQuerySchema,
  searchQuerySchema,
  searchResultSchema,
} from '@art-market/domain/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getArtist, getArtistReviews, listArtists } from '../artists.service.ts';
import { getArtworkHold, getFacets, getHomeData, getPublicProduct, listProducts, searchProducts } from '../catalog.service.ts';
import type { CachedAnswer } from '../catalog-cache.ts';

const tags = ['catalogue'];
const artists = z.array(artistSchema);
/** The cached text goes out as it is: the cache already parsed it with the response schema. */
const sendCached = (reply: FastifyReply, answer: CachedAnswer) => reply.type('application/json; charset=utf-8').send(answer.body);

/**
 * The public artist pages: who has live work, with the studio's logo, banner, bio and place, and the reviews of
 * the studio each artist page shows, a page at a time.
 */
export const artistRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.ctx.catalogCache;

  app.get(
    '/artists',
    { schema: { tags, description: 'Artists with live work, A to Z.', response: { 200: artists } } },
    async (_request, reply) => {
      const answer = await cache.answer('artists', artists, async () => ({ value: await listArtists(app.ctx) }));
      return sendCached(reply, answer);
    },
  );

  app.get(
    '/artists/:name',
    { schema: { tags, params: z.object({ name: z.string().min(1) }), response: { 200: artistSchema } } },
    async (request, reply) => {
      const name = request.params.name;
      const answer = await cache.answer(`artist:${name}`, artistSchema, async () => ({ value: await getArtist(app.ctx, name) }));
      return sendCached(reply, answer);
    },
  );

  app.get(
    '/artists/:name/reviews',
    {
      schema: {
        tags,
        description: "Visible reviews, newest first, 10 a page, each with the studio's reply, and the rating they add up to.",
        params: z.object({ name: z.string().min(1) }),
        querystring: reviewPageQuerySchema,
        response: { 200: artistReviewsSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const { page } = request.query;
      const answer = await cache.answer(`artist-reviews:${JSON.stringify([name, page])}`, artistReviewsSchema, async () => ({
        value: await getArtistReviews(app.ctx, name, page),
      }));
      return sendCached(reply, answer);
    },
  );
};

const productCards = z.array(productCardSchema);
const searchResults = z.array(searchResultSchema);

/** The cache key of a query: parsed (lists sorted, defaults filled) and with its effective sort. */
const keyOf = (kind: string, query: CatalogQuery) => `${kind}:${JSON.stringify({ ...query, sort: sortOf(query) })}`;

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
        description:
          'Live artworks, filtered and sorted (newest first unless asked). The total number of matches is in the X-Total-Count header.',
        querystring: catalogQuerySchema,
        response: { 200: productCards.describe('a page of product cards') },
      },
    },
    async (request, reply) => {
      const answer = await cache.answer(keyOf('list', request.query), productCards, async () => {
        const { cards, total } = await listProducts(app.ctx, request.query);
        return { value: cards, total };
      });
      return send(reply, answer);
    },
  );

  app.get('/Product/latest', { schema: { tags, response: { 200: productCards } } }, async (_request, reply) => {
    const answer = await cache.answer('latest', productCards, async () => ({
      value: (await listProducts(app.ctx, catalogQuerySchema.parse({ pageSize: HOME_LATEST_SIZE }))).cards,
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
        querystring: searchQuerySchema,
        response: { 200: searchResults },
      },
    },
    async (request, reply) => {
      const answer = await cache.answer(keyOf('search', request.query), searchResults, async () => {
        const { results, total } = await searchProducts(app.ctx, request.query);
        return { value: results, total };
      });
      return send(reply, answer);
    },
  );

  app.get(
    '/Product/facets',
    {
      schema: {
        tags,
        description:
          'For the current result set (the same parameters as the list, plus `query` for a search), how many artworks each filter value would leave: every other chosen filter applied, not its own. Each count is exact up to 100 and 101 ("100+") past it; `total` is the list\'s count, exact up to 1,000 and 1,001 past it.',
        querystring: searchQuerySchema,
        response: { 200: catalogFacetsSchema },
      },
    },
    async (request, reply) => {
      // Paging and sort do not change the counts: one cached answer serves every page and order.
      const { page: _page, pageSize: _pageSize, sort: _sort, ...filters } = request.query;
      const answer = await cache.answer(`facets:${JSON.stringify(filters)}`, catalogFacetsSchema, async () => ({
        value: await getFacets(app.ctx, request.query),
      }));
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

  app.get(
    '/Product/:id/hold',
    { schema: { tags, params: z.object({ id: z.string() }), response: { 200: artworkHoldSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getArtworkHold(app.ctx, request.params.id);
    },
  );
};
