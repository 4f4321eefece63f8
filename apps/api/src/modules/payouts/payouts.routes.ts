import { toDollars } from '@art-market/domain/rules';
import {
  earningsAnswerSchema,
  earningsQuerySchema,
  payoutForecastSchema,
  payoutRunAnswerSchema,
  payoutStatementSchema,
  payoutSummarySchema,
  vendorEarningsSchema,
  vendorPaymentAnswerSchema,
  vendorPaymentSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerVendorId } from '../vendor/vendor-scope.ts';
import {
  getPayoutStatement,
  getVendorEarnings,
  listEarnings,
  listVendorPayouts,
  payoutStatementCsv,
} from './earnings.service.ts';
import { getPayoutForecast, recordManualVendorPayment, runWeeklyPayout } from './payouts.service.ts';

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

export const vendorPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendor studio'];
  app.addHook('onRequest', app.authenticate('vendor'));
  const vendorParams = z.object({ vendorId: z.string() });
  const payoutParams = vendorParams.extend({ payoutId: z.string() });

  app.get(
    '/vendordashboard/earnings/:vendorId',
    { schema: { tags, security, params: vendorParams, response: { 200: vendorEarningsSchema } } },
    async (request) => getVendorEarnings(app.ctx, callerVendorId(request, request.params.vendorId)),
  );

  app.get(
    '/vendordashboard/payouts/:vendorId',
    { schema: { tags, security, params: vendorParams, response: { 200: z.array(payoutSummarySchema) } } },
    async (request) => listVendorPayouts(app.ctx, callerVendorId(request, request.params.vendorId)),
  );

  app.get(
    '/vendordashboard/payouts/:vendorId/:payoutId',
    { schema: { tags, security, params: payoutParams, response: { 200: payoutStatementSchema } } },
    async (request) => getPayoutStatement(app.ctx, callerVendorId(request, request.params.vendorId), request.params.payoutId),
  );

  app.get(
    '/vendordashboard/payouts/:vendorId/:payoutId/csv',
    { schema: { tags, security, params: payoutParams } },
    async (request, reply) => {
      const statement = await getPayoutStatement(
        app.ctx,
        callerVendorId(request, request.params.vendorId),
        request.params.payoutId,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${statement.transactionId}.csv"`)
        .send(payoutStatementCsv(statement));
    },
  );
};
