import { TOTAL_COUNT_HEADER } from '@art-market/domain/rules';
import { adminCustomerRowSchema, adminCustomerSchema, adminCustomersQuerySchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAdminCustomer, listAdminCustomers } from './admin-customers.service.ts';

const tags = ['admin console'];
const security = [{ bearer: [] }];

export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('admin'));

  app.get(
    '/admin/dashboard/customers',
    {
      schema: {
        tags,
        security,
        description: 'Customers, newest first by default, one page at a time. The number of matches is in X-Total-Count.',
        querystring: adminCustomersQuerySchema,
        response: { 200: z.array(adminCustomerRowSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listAdminCustomers(app.ctx, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows;
    },
  );

  app.get(
    '/admin/dashboard/customers/:id',
    { schema: { tags, security, params: z.object({ id: z.string() }), response: { 200: adminCustomerSchema } } },
    async (request) => getAdminCustomer(app.ctx, request.params.id),
  );
};
