import type { FastifyPluginAsync } from 'fastify';
import { acceptFormBodies } from '#api/plugins/form-body.ts';
import { handlePayPalWebhook } from '../paypal/paypal-return.service.ts';
import { readFormFields } from '../payu/payu.types.ts';
import { handlePayUPostback } from '../payu/payu-return.service.ts';
import { requestAddressOf, returnOriginOf } from '../return-origin.ts';

/** PayPal's notifications: no bearer token, and the body kept as received for signature verification. */
export const paypalWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post('/Payment/paypal-webhook', { schema: { tags: ['payments'] } }, async (request) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
    );
    const outcome = await handlePayPalWebhook(app.ctx, request.ip, headers, String(request.body ?? ''));
    return { outcome };
  });
};

/**
 * surl and furl: the buyer's browser posts PayU's result here from PayU's page, cross-site and
 * without our token, so the reverse hash is the only credential.
 */
export const payuPostbackRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['payments'];
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
