import { collectionSummarySchema } from '@art-market/domain/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPublishedCollection, listPublishedCollections } from '../collections.service.ts';

const tags = ['catalogue'];
const summaries = z.array(collectionSummarySchema);
/** The cached text goes out as it is: the cache already parsed it with the response schema. */
const sendCached = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);

/**
 * Curated collections as the storefront reads them, from the catalogue's shared answer cache (cleared by every console
 * write, and by every sale, disabling or withdrawal, as the catalogue's answers are). A collection's artworks are the
 * catalogue list with `collection={slug}`: the same filters, facets and sorts, its own order first.
 */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.ctx.catalogCache;

  app.get(
    '/collections',
    { schema: { tags, description: 'Published curated collections, featured first.', response: { 200: summaries } } },
    async (_request, reply) => {
      const answer = await cache.answer('collections', summaries, async () => ({
        value: await listPublishedCollections(app.ctx),
      }));
      return sendCached(reply, answer.body);
    },
  );

  app.get(
    '/collections/:slug',
    {
      schema: {
        tags,
        description:
          'A published collection: title, description, cover and how many of its artworks are shown. A draft or unknown slug is a 404. Its artworks: GET /api/Product?collection={slug}.',
        params: z.object({ slug: z.string() }),
        response: { 200: collectionSummarySchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const answer = await cache.answer(`collection:${slug}`, collectionSummarySchema, async () => ({
        value: await getPublishedCollection(app.ctx, slug),
      }));
      return sendCached(reply, answer.body);
    },
  );
};
