import { artistSchema } from '@art-market/domain/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getArtist, listArtists } from './artists.service.ts';
import type { CachedAnswer } from './catalog-cache.ts';

const tags = ['catalogue'];
const artists = z.array(artistSchema);
/** The cached text goes out as it is: the cache already parsed it with the response schema. */
const sendCached = (reply: FastifyReply, answer: CachedAnswer) => reply.type('application/json; charset=utf-8').send(answer.body);

/** The public artist pages: who has live work, with the studio's logo, banner, bio and place. */
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
};
