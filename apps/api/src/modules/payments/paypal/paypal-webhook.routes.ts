import type { FastifyPluginAsync } from 'fastify';
import { handlePayPalWebhook } from './paypal-return.service.ts';

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
