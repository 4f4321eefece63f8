import { offerSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOrderOffers } from '../offers.service.ts';

/** The console's order view: the offers its items were bought through. */
export const adminOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('admin'));

  app.get(
    '/admin/dashboard/orders/:id/offers',
    {
      schema: {
        tags: ['admin console'],
        security: [{ bearer: [] }],
        params: z.object({ id: z.string() }),
        response: { 200: z.array(offerSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listOrderOffers(app.ctx, request.params.id);
    },
  );
};
