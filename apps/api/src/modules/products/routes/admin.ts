import {
  commissionPercentageField,
  commissionSettingSchema,
  managedProductSchema,
  productRejectionSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getGlobalCommission, updateGlobalCommission } from '#api/modules/ledger/global-commission.service.ts';
import {
  approveProduct,
  disableProduct,
  enableProduct,
  listAdminProducts,
  markProductSoldOut,
  rejectProduct,
} from '../admin-products.service.ts';

const tags = ['admin console'];
const security = [{ bearer: [] }];
const productParams = z.object({ id: z.string() });
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('admin'));

  app.get(
    '/admin/dashboard/products',
    {
      schema: {
        tags,
        security,
        description:
          'awaitingReview=true: artworks never approved nor rejected, and live ones with a change waiting. Any other query parameter (such as a cache-busting timestamp) is ignored.',
        querystring: z.object({ isApproved: flag, isActive: flag, awaitingReview: flag }),
        response: { 200: z.array(managedProductSchema) },
      },
    },
    async (request) => listAdminProducts(app.ctx, request.query),
  );

  app.put(
    '/admin/dashboard/products/:id/approve',
    {
      schema: {
        tags,
        security,
        params: productParams,
        body: z.object({
          isApproved: z.boolean({ error: 'Please choose a status' }),
          commissionPercentage: commissionPercentageField,
        }),
        response: { 200: managedProductSchema },
      },
    },
    async (request) => approveProduct(app.ctx, request.principal.id, request.params.id, request.body),
  );

  app.put(
    '/admin/dashboard/products/:id/reject',
    {
      schema: {
        tags,
        security,
        description: 'Refuses a pending artwork, or the waiting change to a live one; the reason is mailed to the vendor.',
        params: productParams,
        body: productRejectionSchema,
        response: { 200: managedProductSchema },
      },
    },
    async (request) => rejectProduct(app.ctx, request.principal.id, request.params.id, request.body.reason),
  );

  app.put(
    '/admin/dashboard/products/:id/soldout',
    { schema: { tags, security, params: productParams, response: { 200: managedProductSchema } } },
    async (request) => markProductSoldOut(app.ctx, request.principal.id, request.params.id),
  );

  app.put(
    '/admin/dashboard/products/:id/disable',
    { schema: { tags, security, params: productParams, response: { 200: managedProductSchema } } },
    async (request) => disableProduct(app.ctx, request.principal.id, request.params.id),
  );

  app.put(
    '/admin/dashboard/products/:id/enable',
    { schema: { tags, security, params: productParams, response: { 200: managedProductSchema } } },
    async (request) => enableProduct(app.ctx, request.principal.id, request.params.id),
  );

  app.get(
    '/admin/dashboard/settings/commission',
    { schema: { tags, security, response: { 200: commissionSettingSchema } } },
    async () => getGlobalCommission(app.ctx),
  );

  app.put(
    '/admin/dashboard/settings/commission',
    { schema: { tags, security, body: commissionSettingSchema, response: { 200: commissionSettingSchema } } },
    async (request) => updateGlobalCommission(app.ctx, request.principal.id, request.body.commissionPercentage),
  );
};
