import { followedArtistSchema, savedStateSchema, savedWorksPageSchema, savedWorksQuerySchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { followArtist, listFollowedArtists, unfollowArtist } from '../followed-artists.service.ts';
import { getSavedState, listSavedWorks, saveArtwork, unsaveArtwork } from '../saved-works.service.ts';

const tags = ['saved works and following'];
const security = [{ bearer: [] }];
const artworkParams = z.object({ productId: z.string() });
const artistParams = z.object({ artistName: z.string().min(1).max(200) });

/**
 * A collector's saved works and followed artists (issue 29). Customers only: a vendor's or an admin's
 * token answers 403. Each toggle is a PUT or DELETE of the thing itself, so repeating it changes nothing.
 * Nothing here is cached: the catalogue's shared answers never carry a person's state.
 */
export const savedWorksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/me/saved-state',
    {
      schema: {
        tags,
        security,
        description: 'The ids of the artworks the collector saved and the names of the artists they follow, newest first.',
        response: { 200: savedStateSchema },
      },
    },
    async (request) => getSavedState(app.ctx, request.principal.id),
  );

  app.get(
    '/me/saved',
    { schema: { tags, security, querystring: savedWorksQuerySchema, response: { 200: savedWorksPageSchema } } },
    async (request) => listSavedWorks(app.ctx, request.principal.id, request.query.page),
  );

  app.put('/me/saved/:productId', { schema: { tags, security, params: artworkParams } }, async (request, reply) => {
    await saveArtwork(app.ctx, request.principal.id, request.params.productId);
    return reply.status(204).send();
  });

  app.delete('/me/saved/:productId', { schema: { tags, security, params: artworkParams } }, async (request, reply) => {
    await unsaveArtwork(app.ctx, request.principal.id, request.params.productId);
    return reply.status(204).send();
  });

  app.get('/me/following', { schema: { tags, security, response: { 200: z.array(followedArtistSchema) } } }, async (request) =>
    listFollowedArtists(app.ctx, request.principal.id),
  );

  app.put('/me/following/:artistName', { schema: { tags, security, params: artistParams } }, async (request, reply) => {
    await followArtist(app.ctx, request.principal.id, request.params.artistName);
    return reply.status(204).send();
  });

  app.delete('/me/following/:artistName', { schema: { tags, security, params: artistParams } }, async (request, reply) => {
    await unfollowArtist(app.ctx, request.principal.id, request.params.artistName);
    return reply.status(204).send();
  });
};
