import { BankTransferMessages, PaymentMessages } from '@art-market/domain/rules';
import {
  bankTransferSubmittedSchema,
  capturePayPalBodySchema,
  orderIdBodySchema,
  paymentConfigSchema,
  payuInitiateAnswerSchema,
  payuVerifyAnswerSchema,
  payuVerifyBodySchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MultipartFormRules, uploaderOf, withMultipartForm } from '#api/plugins/multipart-form.ts';
import { clientKey } from '#api/plugins/throttle.ts';
import {
  bankTransferFormFields,
  checkBankTransferFields,
  PROOF_FIELD,
  submitBankTransfer,
} from '../bank-transfer/bank-transfer.service.ts';
import { startAttempt } from '../payment-attempt.service.ts';
import { readPaymentConfig } from '../payment-config.service.ts';
import { paypalProvider } from '../paypal/paypal.provider.ts';
import { capturePayPalPayment } from '../paypal/paypal-return.service.ts';
import { payuProvider } from '../payu/payu.provider.ts';
import { verifyPayUPayment } from '../payu/payu-return.service.ts';
import { requestAddressOf, returnOriginOf } from '../return-origin.ts';

const security = [{ bearer: [] }];
const captureAnswer = z.object({
  orderId: z.string(),
  status: z.enum(['COMPLETED', 'PENDING', 'DECLINED', 'NOT_APPROVED']),
  error: z.string().optional(),
});

/** The customer's payment calls: the methods offered, PayPal, PayU and the bank transfer's proof. */
export const customerPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];
  app.addHook('onRequest', app.authenticate('customer'));

  app.get('/Payment/config', { schema: { tags, security, response: { 200: paymentConfigSchema } } }, async (request) =>
    readPaymentConfig(app.ctx, request.principal.id),
  );

  app.post(
    '/Payment/create-paypal-order',
    {
      schema: {
        tags,
        security,
        body: orderIdBodySchema,
        response: { 200: z.object({ payPalOrderId: z.string(), approvalUrl: z.string() }) },
      },
    },
    async (request) => {
      const returnOrigin = returnOriginOf(app.ctx.config, requestAddressOf(request));
      return startAttempt(app.ctx, paypalProvider(app.ctx), request.principal.id, request.body.orderId, undefined, returnOrigin);
    },
  );

  // A capture PayPal did not complete answers 402 with `error`, the field the return page reads.
  app.post(
    '/Payment/capture-paypal-payment',
    {
      schema: {
        tags,
        security,
        body: capturePayPalBodySchema,
        response: { 200: captureAnswer, 402: captureAnswer.extend({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { orderId, payPalOrderId } = request.body;
      const outcome = await capturePayPalPayment(app.ctx, request.principal.id, orderId, payPalOrderId);
      if (outcome.status === 'COMPLETED' || outcome.status === 'PENDING') return outcome;
      const error = PaymentMessages.paypalNotCompleted;
      return reply.status(402).send({ ...outcome, error, message: error });
    },
  );

  app.post(
    '/PayU/initiate-payment',
    { schema: { tags, security, body: orderIdBodySchema, response: { 200: payuInitiateAnswerSchema } } },
    async (request) => {
      const returnOrigin = returnOriginOf(app.ctx.config, requestAddressOf(request));
      return startAttempt(app.ctx, payuProvider(app.ctx), request.principal.id, request.body.orderId, undefined, returnOrigin);
    },
  );

  app.post(
    '/PayU/verify-payment',
    { schema: { tags, security, body: payuVerifyBodySchema, response: { 200: payuVerifyAnswerSchema } } },
    async (request) => verifyPayUPayment(app.ctx, request.principal.id, request.body.orderId, request.body.txnId),
  );

  // The transfer details and the proof of payment, as a multipart form.
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
        submitBankTransfer(app.ctx, request.principal.id, form, clientKey(request.ip)),
      ),
  );
};

/** The transfer's details first, then the proof: the details are checked before a byte of it is read. */
const submissionForm = (now: () => Date): MultipartFormRules => ({
  fields: bankTransferFormFields,
  files: { [PROOF_FIELD]: { tooLarge: BankTransferMessages.proofTooLarge } },
  checkFields: (fields) => checkBankTransferFields(fields, now()),
});
