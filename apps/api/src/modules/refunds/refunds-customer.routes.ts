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
} from '@art-market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import { completeRefundByHand, listRefundsNeedingAttention, refundOrderByAdmin, retryRefund } from './admin-refunds.service.ts';
import { cancelOrderByCustomer } from './cancellation.service.ts';
import { listAdminReturns, listCustomerReturns, readReturnPhoto, requestReturn, updateReturn } from './returns.service.ts';

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string() });

/** Cancellations and returns: the collector's side. */
export const customerRefundRoutes: FastifyPluginAsyncZod = async (app) => {
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
