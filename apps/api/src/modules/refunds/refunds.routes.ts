import {
  adminRefundAnswerSchema,
  adminRefundBodySchema,
  adminReturnViewSchema,
  cancelledOrderSchema,
  cancelOrderBodySchema,
  completeRefundBodySchema,
  refundNeedingAttentionSchema,
  refundViewSchema,
  returnStatusFilterSchema,
  returnUpdateSchema,
  returnViewSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import { completeRefundByHand, listRefundsNeedingAttention, refundOrderByAdmin, retryRefund } from './admin-refunds.service.ts';
import { cancelOrderByCustomer } from './cancellation.service.ts';
import { listAdminReturns, listCustomerReturns, readReturnPhoto, requestReturn, updateReturn } from './returns.service.ts';

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string() });

/** Cancellations, returns and refunds: the collector's side and the admin's, each in its own auth scope. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(adminRoutes);
};

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customer dashboard'];
  app.addHook('onRequest', app.authenticate('customer'));

  app.post(
    '/CustomerDashboard/orders/:id/cancel',
    { schema: { tags, security, params: idParams, body: cancelOrderBodySchema, response: { 200: cancelledOrderSchema } } },
    async (request) => cancelOrderByCustomer(app.ctx, request.principal.id, request.params.id, request.body.reason),
  );

  app.post(
    '/CustomerDashboard/orders/:id/returns',
    { schema: { tags, security, params: idParams, consumes: ['multipart/form-data'], response: { 201: returnViewSchema } } },
    async (request, reply) => {
      const created = await requestReturn(app.ctx, request.principal.id, request.params.id, await readMultipartForm(request));
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

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
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
