import { RECENT_ORDERS_LIMIT } from '@art-market/domain/rules';
import {
  customerDashboardSchema,
  customerProfileUpdatedSchema,
  customerProfileUpdateSchema,
  dashboardOrderSchema,
  dashboardOrdersQuerySchema,
  savedAddressSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCustomerProfile } from '../accounts/customer-accounts.service.ts';
import { forgetSavedAddress, listSavedAddresses } from './customer-addresses.service.ts';
import { getCustomerDashboardOrder, listCustomerOrders } from './customer-orders.service.ts';
import { updateCustomerProfile } from './customer-profile.service.ts';

const tags = ['customer dashboard'];
const security = [{ bearer: [] }];

export const customerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
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
    { schema: { tags, security, params: z.object({ id: z.string() }), response: { 200: dashboardOrderSchema } } },
    async (request) => getCustomerDashboardOrder(app.ctx, request.principal.id, request.params.id),
  );

  app.get(
    '/CustomerDashboard/addresses',
    { schema: { tags, security, response: { 200: z.array(savedAddressSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listSavedAddresses(app.ctx, request.principal.id);
    },
  );

  app.delete(
    '/CustomerDashboard/addresses/:id',
    { schema: { tags, security, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      await forgetSavedAddress(app.ctx, request.principal.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/CustomerDashboard/profile',
    { schema: { tags, security, body: customerProfileUpdateSchema, response: { 200: customerProfileUpdatedSchema } } },
    async (request) => {
      const customerId = request.principal.id;
      const { profile, tokenVersion } = await updateCustomerProfile(app.ctx, customerId, request.body);
      if (tokenVersion === undefined) return { profile };
      return { profile, token: await app.startSession('customer', { id: customerId, tokenVersion }) };
    },
  );
};
