import {
  earningsAnswerSchema,
  earningsQuerySchema,
  payoutForecastSchema,
  payoutRunAnswerSchema,
  payoutStatementSchema,
  payoutSummarySchema,
  toDollars,
  vendorEarningsSchema,
  vendorPaymentAnswerSchema,
  vendorPaymentSchema,
} from '@art-market/domain';
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
