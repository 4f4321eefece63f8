import {
  orderIdBodySchema,
  payuInitiateAnswerSchema,
  payuVerifyAnswerSchema,
  payuVerifyBodySchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormBodies } from '../../../plugins/form-body.ts';
import { startAttempt } from '../payment-attempt.service.ts';
import { requestAddressOf, returnOriginOf } from '../return-origin.ts';
import { payuProvider } from './payu.provider.ts';
import { readFormFields } from './payu.types.ts';
import { handlePayUPostback, verifyPayUPayment } from './payu-return.service.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

/** The customer's calls: start a PayU payment, and have the return page re-check it. */
const payuCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));

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
};

/**
 * surl and furl: the buyer's browser posts PayU's result here from PayU's page, cross-site and
 * without our token, so the reverse hash is the only credential.
 */
const payuPostbackRoutes: FastifyPluginAsync = async (app) => {
  acceptFormBodies(app);
  for (const path of ['/PayU/success', '/PayU/failure']) {
    app.post(path, { schema: { tags } }, async (request, reply) => {
      // PayU's page posts from its own origin: the Host asked is the one surl was built from.
      const returnOrigin = returnOriginOf(app.ctx.config, { ...requestAddressOf(request), origin: undefined });
      const target = await handlePayUPostback(app.ctx, readFormFields(request.body), request.log, returnOrigin);
      return reply.redirect(target, 303);
    });
  }
};

export const payuRoutes: FastifyPluginAsync = async (app) => {
  await app.register(payuCustomerRoutes);
  await app.register(payuPostbackRoutes);
};
