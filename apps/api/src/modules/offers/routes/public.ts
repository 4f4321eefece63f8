import { artworkOffersSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getArtworkOffers } from '../offers.service.ts';

/** Whether an artwork takes offers (the artwork page's "Make an offer"); never the floor. */
export const publicOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offers/artworks/:productId',
    {
      schema: {
        tags: ['offers'],
        params: z.object({ productId: z.string() }),
        response: { 200: artworkOffersSchema },
      },
    },
    async (request) => getArtworkOffers(app.ctx, request.params.productId),
  );
};
