import { BankTransferMessages, bankTransferSubmittedSchema } from '@art-market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type MultipartFormRules, uploaderOf, withMultipartForm } from '../../../plugins/multipart-form.ts';
import { bankTransferFormFields, checkBankTransferFields, PROOF_FIELD, submitBankTransfer } from './bank-transfer.service.ts';
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
    async (request) =>
      withMultipartForm(request, uploaderOf(app, request), submissionForm(app.ctx.now), async (form) =>
        submitBankTransfer(app.ctx, request.principal.id, form),
      ),
  );
};

/** The transfer's details first, then the proof: the details are checked before a byte of it is read. */
const submissionForm = (now: () => Date): MultipartFormRules => ({
  fields: bankTransferFormFields,
  files: { [PROOF_FIELD]: { tooLarge: BankTransferMessages.proofTooLarge } },
  checkFields: (fields) => checkBankTransferFields(fields, now()),
});
