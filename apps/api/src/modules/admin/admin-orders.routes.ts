import { TOTAL_COUNT_HEADER } from '@art-market/domain/rules';
import { adminOrderRowSchema, adminOrderSchema, adminOrdersQuerySchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAdminOrder, listAdminOrders } from './admin-orders.service.ts';

const tags = ['admin console'];
const security = [{ bearer: [] }];

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('admin'));

  app.get(
    '/admin/dashboard/orders',
    {
      schema: {
        tags,
        security,
        description: 'Every order, newest first by default, one page at a time. The number of matches is in X-Total-Count.',
        querystring: adminOrdersQuerySchema,
        response: { 200: z.array(adminOrderRowSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listAdminOrders(app.ctx, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows;
    },
  );

  app.get(
    '/admin/dashboard/orders/:id',
    { schema: { tags, security, params: z.object({ id: z.string() }), response: { 200: adminOrderSchema } } },
    async (request) => getAdminOrder(app.ctx, request.params.id),
  );
};
