import {
  customerDashboardSchema,
  customerProfileUpdatedSchema,
  customerProfileUpdateSchema,
  dashboardOrderSchema,
  dashboardOrdersQuerySchema,
  RECENT_ORDERS_LIMIT,
  savedAddressSchema,
} from '@art-market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCustomerProfile } from '../accounts/customer-accounts.service.ts';
import { forgetSavedAddress, listSavedAddresses } from './customer-addresses.service.ts';
import { getCustomerDashboardOrder, listCustomerOrders } from './customer-orders.service.ts';
import { updateCustomerProfile } from './customer-profile.service.ts';

const tags = ['customer dashboard'];
const security = [{ bearer: [] }];

export const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));

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
};
