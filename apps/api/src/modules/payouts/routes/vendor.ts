import { BankAccountMessages } from '@art-market/domain/copy';
import {
  bankAccountChangeSchema,
  bankAccountSchema,
  payoutStatementSchema,
  payoutSummarySchema,
  periodStatementQuerySchema,
  periodStatementSchema,
  vendorEarningsSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerVendorId } from '#api/http/vendor-scope.ts';
import { addBankAccount, deleteBankAccount, listBankAccounts, updateBankAccount } from '../bank-accounts.service.ts';
import { getPayoutStatement, getVendorEarnings, listVendorPayouts, payoutStatementCsv } from '../earnings.service.ts';
import { getPeriodStatement } from '../period-statement.service.ts';

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
    '/vendordashboard/statements/:vendorId',
    {
      schema: {
        tags,
        security,
        params: vendorParams,
        querystring: periodStatementQuerySchema,
        response: { 200: periodStatementSchema },
      },
    },
    async (request) => getPeriodStatement(app.ctx, callerVendorId(request, request.params.vendorId), request.query),
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

const tags = ['vendor bank accounts'];
const vendorParams = z.object({ vendorId: z.string() });
const accountParams = z.object({ accountId: z.string() });

export const bankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('vendor'));

  app.get(
    '/vendordashboard/:vendorId/bank-accounts',
    { schema: { tags, security, params: vendorParams, response: { 200: z.array(bankAccountSchema) } } },
    async (request) => listBankAccounts(app.ctx, callerVendorId(request, request.params.vendorId)),
  );

  app.post(
    '/vendordashboard/:vendorId/bank-accounts',
    {
      schema: {
        tags,
        security,
        description: 'Needs `currentPassword` (400 when missing or wrong, nothing added; wrong ones count as password checks).',
        params: vendorParams,
        body: bankAccountChangeSchema,
        response: { 201: bankAccountSchema },
      },
    },
    async (request, reply) => {
      const account = await addBankAccount(app.ctx, callerVendorId(request, request.params.vendorId), request.body);
      return reply.status(201).send(account);
    },
  );

  app.put(
    '/vendordashboard/bank-accounts/:accountId',
    {
      schema: {
        tags,
        security,
        description:
          'With `isDefault: true` it needs `currentPassword`; an edit of the payout details restarts the 72-hour hold.',
        params: accountParams,
        body: bankAccountChangeSchema,
        response: { 200: bankAccountSchema },
      },
    },
    async (request) => updateBankAccount(app.ctx, request.principal.id, request.params.accountId, request.body),
  );

  app.delete(
    '/vendordashboard/bank-accounts/:accountId',
    { schema: { tags, security, params: accountParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteBankAccount(app.ctx, request.principal.id, request.params.accountId);
      return { message: BankAccountMessages.deleted };
    },
  );
};
