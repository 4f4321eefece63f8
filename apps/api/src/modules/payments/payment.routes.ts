import { PaymentMessages } from '@art-market/domain/rules';
import { capturePayPalBodySchema, orderIdBodySchema, paymentConfigSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startAttempt } from './payment-attempt.service.ts';
import { readPaymentConfig } from './payment-config.service.ts';
import { paypalProvider } from './paypal/paypal.provider.ts';
import { capturePayPalPayment } from './paypal/paypal-return.service.ts';
import { requestAddressOf, returnOriginOf } from './return-origin.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

const captureAnswer = z.object({
  orderId: z.string(),
  status: z.enum(['COMPLETED', 'PENDING', 'DECLINED', 'NOT_APPROVED']),
  error: z.string().optional(),
});

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));

  app.get('/Payment/config', { schema: { tags, security, response: { 200: paymentConfigSchema } } }, async () =>
    readPaymentConfig(app.ctx),
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
};
