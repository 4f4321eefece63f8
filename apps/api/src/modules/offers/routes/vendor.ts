import { artistAnswerSchema, offerSchema, offerSettingsSchema, studioOfferSettingSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerVendorId } from '#api/http/vendor-scope.ts';
import {
  answerAsArtist,
  listOfferSettings,
  listStudioOffers,
  offerOfConversation,
  saveOfferSettings,
} from '../offers.service.ts';
import { throttleOfferWrites } from './offer-writes.ts';

const tags = ['vendor studio'];
const security = [{ bearer: [] }];

/** The studio's Offers tab: the offers to answer, and per artwork whether it takes offers and its private floor. */
export const vendorOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('vendor'));
  const onRequest = throttleOfferWrites(app);

  app.get(
    '/vendordashboard/offers/:vendorId',
    { schema: { tags, security, params: z.object({ vendorId: z.string() }), response: { 200: z.array(offerSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listStudioOffers(app.ctx, callerVendorId(request, request.params.vendorId));
    },
  );

  app.get(
    '/vendordashboard/offers/:vendorId/conversations/:conversationId',
    {
      schema: {
        tags,
        security,
        params: z.object({ vendorId: z.string(), conversationId: z.string() }),
        description: "The collector's alive offer on the artwork of one of the studio's conversations, or null.",
        response: { 200: z.object({ offer: offerSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const vendorId = callerVendorId(request, request.params.vendorId);
      return { offer: await offerOfConversation(app.ctx, { side: 'vendor', vendorId }, request.params.conversationId) };
    },
  );

  app.post(
    '/vendordashboard/offers/:vendorId/:offerId/answer',
    {
      schema: {
        tags,
        security,
        params: z.object({ vendorId: z.string(), offerId: z.string() }),
        body: artistAnswerSchema,
        description: 'Accept, decline (optional reason) or counter (dollars, between the offer and the price) an open offer.',
        response: { 200: offerSchema },
      },
      onRequest,
    },
    async (request) =>
      answerAsArtist(app.ctx, callerVendorId(request, request.params.vendorId), request.params.offerId, request.body),
  );

  app.get(
    '/vendordashboard/offer-settings/:vendorId',
    {
      schema: {
        tags,
        security,
        params: z.object({ vendorId: z.string() }),
        response: { 200: z.array(studioOfferSettingSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listOfferSettings(app.ctx, callerVendorId(request, request.params.vendorId));
    },
  );

  app.put(
    '/vendordashboard/offer-settings/:vendorId/:productId',
    {
      schema: {
        tags,
        security,
        params: z.object({ vendorId: z.string(), productId: z.string() }),
        body: offerSettingsSchema,
        description:
          'Whether the artwork takes offers, and the private floor (dollars, null for none) below which they are declined.',
        response: { 200: offerSettingsSchema.extend({ productId: z.string() }) },
      },
    },
    async (request) =>
      saveOfferSettings(app.ctx, callerVendorId(request, request.params.vendorId), request.params.productId, request.body),
  );
};
