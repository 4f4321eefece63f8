import { createdOrderSchema, orderViewSchema, shippingAddressSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOrderFromCart } from './checkout.service.ts';
import { getCustomerOrder } from './order-view.service.ts';

const tags = ['checkout'];
const security = [{ bearer: [] }];

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));

  app.post(
    '/Orders/shipping',
    { schema: { tags, security, body: shippingAddressSchema, response: { 200: createdOrderSchema } } },
    async (request) => createOrderFromCart(app.ctx, request.principal.id, request.body),
  );

  app.get(
    '/Orders/:id',
    { schema: { tags, security, params: z.object({ id: z.string() }), response: { 200: orderViewSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCustomerOrder(app.ctx, request.principal.id, request.params.id);
    },
  );
};
