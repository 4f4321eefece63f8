import { collectorAnswerSchema, makeOfferSchema, offerSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerAsCollector, listCollectorOffers, makeOffer, offerOfConversation } from '../offers.service.ts';
import { throttleOfferWrites } from './offer-writes.ts';

const tags = ['offers'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string() });

/** The collector's offers: making one, answering a counter, and "My offers" (docs/product/offers.md). */
export const customerOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));
  const onRequest = throttleOfferWrites(app);

  app.get(
    '/CustomerDashboard/offers',
    { schema: { tags, security, description: "The caller's offers, newest first.", response: { 200: z.array(offerSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listCollectorOffers(app.ctx, request.principal.id);
    },
  );

  app.get(
    '/CustomerDashboard/offers/conversations/:conversationId',
    {
      schema: {
        tags,
        security,
        params: z.object({ conversationId: z.string() }),
        description: "The caller's alive offer on the artwork of one of their conversations, or null.",
        response: { 200: z.object({ offer: offerSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const who = { side: 'customer' as const, customerId: request.principal.id };
      return { offer: await offerOfConversation(app.ctx, who, request.params.conversationId) };
    },
  );

  app.post(
    '/CustomerDashboard/offers',
    {
      schema: {
        tags,
        security,
        description: 'Makes an offer (dollars, the price with tax) on an artwork that takes offers; one alive offer per artwork.',
        body: makeOfferSchema.extend({ productId: z.string() }),
        response: { 201: offerSchema },
      },
      onRequest,
    },
    async (request, reply) => {
      const { productId, ...input } = request.body;
      return reply.status(201).send(await makeOffer(app.ctx, request.principal.id, productId, input));
    },
  );

  app.post(
    '/CustomerDashboard/offers/:id/answer',
    {
      schema: { tags, security, params: idParams, body: collectorAnswerSchema, response: { 200: offerSchema } },
      onRequest,
    },
    async (request) => answerAsCollector(app.ctx, request.principal.id, request.params.id, request.body.action),
  );
};
