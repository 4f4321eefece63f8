import {
  inspectionDecisionSchema,
  orderStatusAnswerSchema,
  orderStatusInputSchema,
  orderTrackingSchema,
  returnViewSchema,
  trackingInputSchema,
  vendorOrderSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerVendorId } from '#api/http/vendor-scope.ts';
import { inspectReturnedItem } from '#api/modules/orders/returns.service.ts';
import {
  changeVendorOrderStatus,
  getVendorOrderTracking,
  listVendorOrders,
  saveVendorOrderTracking,
} from '../fulfilment.service.ts';

const tags = ['vendor studio'];
const security = [{ bearer: [] }];
const vendorParams = z.object({ vendorId: z.string() });
// The spec's {orderId} of these calls is the vendor order's id (the list's `orderId`).
const orderParams = z.object({ orderId: z.string() });

export const fulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('vendor'));

  app.get(
    '/vendordashboard/orders/:vendorId',
    {
      schema: {
        tags,
        security,
        params: vendorParams,
        description: "The caller's paid vendor orders, newest first.",
        response: { 200: z.array(vendorOrderSchema) },
      },
    },
    async (request) => listVendorOrders(app.ctx, callerVendorId(request, request.params.vendorId)),
  );

  app.get(
    '/vendordashboard/orders/:orderId/tracking',
    { schema: { tags, security, params: orderParams, response: { 200: orderTrackingSchema } } },
    async (request) => getVendorOrderTracking(app.ctx, request.principal.id, request.params.orderId),
  );

  app.put(
    '/vendordashboard/orders/:orderId/tracking',
    {
      schema: {
        tags,
        security,
        params: orderParams,
        description: 'Saves the tracking and marks the order Shipped; 409 for a delivered or cancelled order.',
        body: trackingInputSchema,
        response: { 200: orderTrackingSchema },
      },
    },
    async (request) => saveVendorOrderTracking(app.ctx, request.principal.id, request.params.orderId, request.body),
  );

  app.put(
    '/vendordashboard/orders/:orderId/status',
    {
      schema: {
        tags,
        security,
        params: orderParams,
        description: 'A bare integer body (0-4). Status moves only forward; Cancelled only before shipping (409).',
        body: orderStatusInputSchema,
        response: { 200: orderStatusAnswerSchema },
      },
    },
    async (request) => changeVendorOrderStatus(app.ctx, request.principal.id, request.params.orderId, request.body),
  );

  app.put(
    '/vendordashboard/returns/:returnId/items/:itemId/inspection',
    {
      schema: {
        tags,
        security,
        description:
          "What becomes of one of the caller's returned artworks once looked at: relist, relist_with_changes (off sale until the listing change is approved) or keep_off_sale. 409 unless it is back from a received return and not yet relisted.",
        params: z.object({ returnId: z.string(), itemId: z.string() }),
        body: inspectionDecisionSchema,
        response: { 200: returnViewSchema },
      },
    },
    async (request) =>
      inspectReturnedItem(
        app.ctx,
        { role: 'vendor', vendorId: request.principal.id },
        request.params.returnId,
        request.params.itemId,
        request.body.decision,
      ),
  );
};
