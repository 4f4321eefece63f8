import { artistReviewsSchema, reviewPageQuerySchema } from '@art-market/domain/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getArtistStudioId } from '#api/modules/catalog/artists.service.ts';
import { listStudioReviews } from '../artist-reviews.service.ts';

/**
 * An artist's reviews, a page at a time, from the shared cache (the same for everyone; every review
 * change clears it). An artist's reviews are those of the studio their artist page shows.
 */
/** The cache already parsed the value with the response schema: its text goes out as it is. */
const sendText = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);

export const artistReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/artists/:name/reviews',
    {
      schema: {
        tags: ['catalogue'],
        description: "Visible reviews, newest first, 10 a page, each with the studio's reply, and the rating they add up to.",
        params: z.object({ name: z.string().min(1) }),
        querystring: reviewPageQuerySchema,
        response: { 200: artistReviewsSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const { page } = request.query;
      const answer = await app.ctx.catalogCache.answer(
        `artist-reviews:${JSON.stringify([name, page])}`,
        artistReviewsSchema,
        async () => ({
          value: await listStudioReviews(app.ctx, await getArtistStudioId(app.ctx, name), page),
        }),
      );
      return sendText(reply, answer.body);
    },
  );
};
