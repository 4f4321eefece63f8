import { RECENT_ORDERS_LIMIT } from '@art-market/domain/rules';
import {
  cancelledOrderSchema,
  cancelOrderBodySchema,
  customerDashboardSchema,
  dashboardOrderSchema,
  dashboardOrdersQuerySchema,
  orderViewSchema,
  returnViewSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCustomerProfile } from '#api/modules/accounts/customer-accounts.service.ts';
import { uploaderOf, withMultipartForm } from '#api/plugins/multipart-form.ts';
import { cancelOrderByCustomer } from '../cancellation.service.ts';
import { getCustomerDashboardOrder, listCustomerOrders } from '../customer-orders.service.ts';
import { getCustomerOrder } from '../order-view.service.ts';
import { listCustomerReturns, requestReturn, returnRequestForm } from '../returns.service.ts';

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string() });

/** An order as checkout and the payment pages show it. */
export const orderViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['checkout'];
  app.addHook('onRequest', app.authenticate('customer'));

  app.get(
    '/Orders/:id',
    { schema: { tags, security, params: z.object({ id: z.string() }), response: { 200: orderViewSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCustomerOrder(app.ctx, request.principal.id, request.params.id);
    },
  );
};

/**
 * The collector's orders in the dashboard: the first screen (profile and recent orders), the list, one order,
 * cancelling it and returning items.
 */
export const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customer dashboard'];
  app.addHook('onRequest', app.authenticate('customer'));

  // Also how the web checks a stored token: a 401 here clears the customer login.
  app.get(
    '/CustomerDashboard/initial-data',
    { schema: { tags, security, response: { 200: customerDashboardSchema } } },
    async (request) => {
      const customerId = request.principal.id;
      const [profile, recentOrders] = await Promise.all([
        getCustomerProfile(app.ctx, customerId),
        listCustomerOrders(app.ctx, customerId, { page: 1, pageSize: RECENT_ORDERS_LIMIT }),
      ]);
      return { profile, recentOrders };
    },
  );

  app.get(
    '/CustomerDashboard/orders',
    { schema: { tags, security, querystring: dashboardOrdersQuerySchema, response: { 200: z.array(dashboardOrderSchema) } } },
    async (request) => listCustomerOrders(app.ctx, request.principal.id, request.query),
  );

  app.get(
    '/CustomerDashboard/orders/:id',
    { schema: { tags, security, params: idParams, response: { 200: dashboardOrderSchema } } },
    async (request) => getCustomerDashboardOrder(app.ctx, request.principal.id, request.params.id),
  );

  app.post(
    '/CustomerDashboard/orders/:id/cancel',
    { schema: { tags, security, params: idParams, body: cancelOrderBodySchema, response: { 200: cancelledOrderSchema } } },
    async (request) => cancelOrderByCustomer(app.ctx, request.principal.id, request.params.id, request.body.reason),
  );

  app.post(
    '/CustomerDashboard/orders/:id/returns',
    { schema: { tags, security, params: idParams, consumes: ['multipart/form-data'], response: { 201: returnViewSchema } } },
    async (request, reply) => {
      const created = await withMultipartForm(request, uploaderOf(app, request), returnRequestForm, async (form) =>
        requestReturn(app.ctx, request.principal.id, request.params.id, form),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/CustomerDashboard/returns',
    { schema: { tags, security, response: { 200: z.array(returnViewSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listCustomerReturns(app.ctx, request.principal.id);
    },
  );
};
