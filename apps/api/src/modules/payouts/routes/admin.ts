import { toDollars } from '@art-market/domain/rules';
import {
  earningsAnswerSchema,
  earningsQuerySchema,
  payoutForecastSchema,
  payoutRunAnswerSchema,
  vendorPaymentAnswerSchema,
  vendorPaymentSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEarnings } from '../earnings.service.ts';
import { getPayoutForecast, recordManualVendorPayment, runWeeklyPayout } from '../payouts.service.ts';

const security = [{ bearer: [] }];

export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin console'];
  app.addHook('onRequest', app.authenticate('admin'));

  app.get(
    '/admin/dashboard/earnings',
    { schema: { tags, security, querystring: earningsQuerySchema, response: { 200: earningsAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listEarnings(app.ctx, request.query);
    },
  );

  app.put(
    '/admin/dashboard/orders/:orderId/vendor-payment',
    {
      schema: {
        tags,
        security,
        params: z.object({ orderId: z.string() }),
        body: vendorPaymentSchema,
        response: { 200: vendorPaymentAnswerSchema },
      },
    },
    async (request) => {
      const payout = await recordManualVendorPayment(app.ctx, request.principal.id, request.params.orderId, request.body);
      return { message: 'Vendor payment recorded', amount: toDollars(payout.amountCents), vendorPaymentStatus: 2 };
    },
  );

  app.get(
    '/admin/dashboard/payouts/forecast',
    { schema: { tags, security, response: { 200: payoutForecastSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPayoutForecast(app.ctx);
    },
  );

  app.post(
    '/admin/dashboard/payouts/process',
    { schema: { tags, security, response: { 200: payoutRunAnswerSchema } } },
    async (request) => {
      const run = await runWeeklyPayout(app.ctx, request.principal.id);
      const message =
        run.payoutCount === 0 ? 'No items are due for payout' : `Paid ${run.payoutCount} vendor(s) for ${run.itemCount} item(s)`;
      return {
        amount: toDollars(run.amountCents),
        payoutCount: run.payoutCount,
        itemCount: run.itemCount,
        runId: run.runId,
        message,
      };
    },
  );
};
