import { unsubscribeQuerySchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies } from '#api/plugins/form-body.ts';
import { checkUnsubscribeToken, unsubscribe } from '../alerts.service.ts';

const tags = ['alerts'];

/**
 * The digest's one-click unsubscribe (RFC 8058), without a session: a mail client POSTs
 * `List-Unsubscribe=One-Click` (form-encoded) to the link in the List-Unsubscribe header, and the
 * storefront's /unsubscribe page POSTs the same after its button. GET only says whether a token is ours.
 */
export const publicAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/alerts/unsubscribe',
    { schema: { tags, querystring: unsubscribeQuerySchema, response: { 200: z.object({ valid: z.boolean() }) } } },
    (request) => checkUnsubscribeToken(app.ctx, request.query.token),
  );

  app.post(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        querystring: unsubscribeQuerySchema,
        description: 'Turns the alert digests off for the customer the signed token names.',
        response: { 200: z.object({ unsubscribed: z.literal(true) }) },
      },
    },
    async (request) => {
      await unsubscribe(app.ctx, request.query.token);
      return { unsubscribed: true as const };
    },
  );
};
