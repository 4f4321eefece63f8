import { BankAccountMessages } from '@art-market/domain/copy';
import { bankAccountInputSchema, bankAccountSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addBankAccount, deleteBankAccount, listBankAccounts, updateBankAccount } from './bank-accounts.service.ts';
import { callerVendorId } from './vendor-scope.ts';

const tags = ['vendor bank accounts'];
const security = [{ bearer: [] }];
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
    { schema: { tags, security, params: vendorParams, body: bankAccountInputSchema, response: { 201: bankAccountSchema } } },
    async (request, reply) => {
      const account = await addBankAccount(app.ctx, callerVendorId(request, request.params.vendorId), request.body);
      return reply.status(201).send(account);
    },
  );

  app.put(
    '/vendordashboard/bank-accounts/:accountId',
    { schema: { tags, security, params: accountParams, body: bankAccountInputSchema, response: { 200: bankAccountSchema } } },
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
