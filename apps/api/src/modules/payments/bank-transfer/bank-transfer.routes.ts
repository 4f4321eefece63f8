import { bankTransferSubmittedSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipartForm } from '../../../plugins/multipart-form.ts';
import { submitBankTransfer } from './bank-transfer.service.ts';
import { bankTransferAdminRoutes } from './bank-transfer-admin.routes.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

/** Bank transfer: the customer's submission and the admin's review, each in its own auth scope. */
export const bankTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(bankTransferAdminRoutes);
};

/** The customer's side: the transfer details and the proof of payment, as a multipart form. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));

  app.post(
    '/Orders/bank-transfer',
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 200: bankTransferSubmittedSchema },
      },
    },
    async (request) => submitBankTransfer(app.ctx, request.principal.id, await readMultipartForm(request)),
  );
};
