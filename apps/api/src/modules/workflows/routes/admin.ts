import { adminVendorImpactSchema, adminVendorSchema, managedProductSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteVendor,
  getAdminVendor,
  getAdminVendorImpact,
  listAdminVendors,
  setVendorSuspension,
} from '../vendor-standing.service.ts';

const security = [{ bearer: [] }];

/** The console's vendors: the list, one vendor, and suspending, reactivating or deleting one. */
export const adminVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin console'];
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

  // What a suspension, reactivation or deletion would touch, for the console's confirmation.
  app.get(
    '/admin/dashboard/vendors/:id/impact',
    { schema: { tags, security, params: z.object({ id: z.string() }), response: { 200: adminVendorImpactSchema } } },
    async (request) => getAdminVendorImpact(app.ctx, request.params.id),
  );

  // A vendor with paid orders not yet delivered is refused (409) unless cancelOpenOrders=true, which
  // cancels and refunds those not shipped; orders on their way always wait for delivery.
  app.delete(
    '/admin/dashboard/vendors/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string() }),
        querystring: z.object({ cancelOpenOrders: z.enum(['true', 'false']).optional() }),
        response: { 200: z.object({ message: z.string(), cancelledOrders: z.number() }) },
      },
    },
    async (request) => {
      const cancelOpenOrders = request.query.cancelOpenOrders === 'true';
      const { cancelledOrders } = await deleteVendor(app.ctx, request.principal.id, request.params.id, { cancelOpenOrders });
      return { message: 'Vendor deleted successfully', cancelledOrders };
    },
  );

  for (const [path, suspend] of [
    ['/admin/dashboard/vendors/:id/suspend', true],
    ['/admin/dashboard/vendors/:id/reactivate', false],
  ] as const) {
    app.post(
      path,
      { schema: { tags, security, params: z.object({ id: z.string() }), response: { 200: z.object({ message: z.string() }) } } },
      async (request) => setVendorSuspension(app.ctx, request.principal.id, request.params.id, suspend),
    );
  }
};
