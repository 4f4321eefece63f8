import { adminVendorSchema, managedProductSchema } from '@art-market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteVendor, getAdminVendor, listAdminVendors } from './admin-vendors.service.ts';

const tags = ['admin console'];
const security = [{ bearer: [] }];

export const adminVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('admin'));

  app.get('/admin/dashboard/vendors', { schema: { tags, security, response: { 200: z.array(adminVendorSchema) } } }, async () =>
    listAdminVendors(app.ctx),
  );

  app.get(
    '/admin/dashboard/vendors/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ vendor: adminVendorSchema, products: z.array(managedProductSchema) }) },
      },
    },
    async (request) => getAdminVendor(app.ctx, request.params.id),
  );

  app.delete(
    '/admin/dashboard/vendors/:id',
    { schema: { tags, security, params: z.object({ id: z.string() }), response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteVendor(app.ctx, request.principal.id, request.params.id);
      return { message: 'Vendor deleted successfully' };
    },
  );
};
