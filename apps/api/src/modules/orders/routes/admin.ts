import { TOTAL_COUNT_HEADER } from '@art-market/domain/rules';
import {
  adminOrderRowSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminRefundAnswerSchema,
  adminRefundBodySchema,
  adminReturnViewSchema,
  completeRefundBodySchema,
  inspectionDecisionSchema,
  refundNeedingAttentionSchema,
  refundViewSchema,
  returnStatusFilterSchema,
  returnUpdateSchema,
  returnViewSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAdminOrder, listAdminOrders } from '../admin-orders.service.ts';
import { completeRefundByHand, listRefundsNeedingAttention, refundOrderByAdmin, retryRefund } from '../admin-refunds.service.ts';
import { inspectReturnedItem, listAdminReturns, readReturnPhoto, updateReturn } from '../returns.service.ts';

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

const idParams = z.object({ id: z.string() });

/** Refunds and returns: the admin's side. */
export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin console'];
  app.addHook('onRequest', app.authenticate('admin'));

  app.post(
    '/admin/dashboard/orders/:id/refund',
    {
      schema: {
        tags,
        security,
        description:
          'Refunds an order in full (no amount) or in part. The Idempotency-Key header makes a repeat refund nothing more.',
        params: idParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: adminRefundBodySchema,
        response: { 200: adminRefundAnswerSchema },
      },
    },
    async (request) =>
      refundOrderByAdmin(app.ctx, request.principal.id, request.params.id, request.body, request.headers['idempotency-key']),
  );

  app.get(
    '/admin/dashboard/refunds',
    {
      schema: {
        tags,
        security,
        description: 'Refunds that need a hand: refused by the provider, or bank transfers to send.',
        response: { 200: z.array(refundNeedingAttentionSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listRefundsNeedingAttention(app.ctx);
    },
  );

  app.post(
    '/admin/dashboard/refunds/:id/retry',
    { schema: { tags, security, params: idParams, response: { 200: refundViewSchema } } },
    async (request) => retryRefund(app.ctx, request.params.id),
  );

  app.post(
    '/admin/dashboard/refunds/:id/complete',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: completeRefundBodySchema,
        response: { 200: refundViewSchema },
      },
    },
    async (request) => completeRefundByHand(app.ctx, request.principal.id, request.params.id, request.body.reference),
  );

  app.get(
    '/admin/dashboard/returns',
    { schema: { tags, security, querystring: returnStatusFilterSchema, response: { 200: z.array(adminReturnViewSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAdminReturns(app.ctx, request.query.status);
    },
  );

  app.put(
    '/admin/dashboard/returns/:id',
    { schema: { tags, security, params: idParams, body: returnUpdateSchema, response: { 200: returnViewSchema } } },
    async (request) => updateReturn(app.ctx, request.principal.id, request.params.id, request.body),
  );

  app.put(
    '/admin/dashboard/returns/:id/items/:itemId/inspection',
    {
      schema: {
        tags,
        security,
        description:
          'What becomes of a returned artwork once looked at: relist, relist_with_changes or keep_off_sale. 409 unless it is back from a received return and not yet relisted. Logged.',
        params: z.object({ id: z.string(), itemId: z.string() }),
        body: inspectionDecisionSchema,
        response: { 200: returnViewSchema },
      },
    },
    async (request) =>
      inspectReturnedItem(
        app.ctx,
        { role: 'admin', adminId: request.principal.id },
        request.params.id,
        request.params.itemId,
        request.body.decision,
      ),
  );

  // A collector's photo: never cached, never sniffed, never run as a page.
  app.get(
    '/admin/dashboard/returns/:id/photos/:index',
    { schema: { tags, security, params: z.object({ id: z.string(), index: z.coerce.number().int().min(0).max(9) }) } },
    async (request, reply) => {
      const photo = await readReturnPhoto(app.ctx, request.params.id, request.params.index);
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(photo.content);
    },
  );
};
