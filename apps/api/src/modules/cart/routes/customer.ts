import { addToCartSchema, cartItemSchema, createdOrderSchema, shippingAddressSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToCart, listCart, removeFromCart } from '../cart.service.ts';
import { createOrderFromCart } from '../checkout.service.ts';

const tags = ['cart'];
const security = [{ bearer: [] }];
const items = { 200: z.array(cartItemSchema) };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));

  app.get('/Cart', { schema: { tags, security, response: items } }, async (request) => listCart(app.ctx, request.principal.id));

  app.post('/Cart/add', { schema: { tags, security, body: addToCartSchema, response: items } }, async (request) =>
    addToCart(app.ctx, request.principal.id, request.body),
  );

  app.delete(
    '/Cart/items/:id',
    { schema: { tags, security, params: z.object({ id: z.string() }), response: items } },
    async (request) => removeFromCart(app.ctx, request.principal.id, request.params.id),
  );
};

/** Checkout: saving the address turns the cart into an order (or reuses the open one for an unchanged cart). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));

  app.post(
    '/Orders/shipping',
    { schema: { tags: ['checkout'], security, body: shippingAddressSchema, response: { 200: createdOrderSchema } } },
    async (request) => createOrderFromCart(app.ctx, request.principal.id, request.body),
  );
};
