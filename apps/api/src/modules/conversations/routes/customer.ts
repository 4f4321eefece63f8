import {
  artworkConversationSchema,
  conversationListSchema,
  conversationMessageSchema,
  conversationSchema,
  reportConversationSchema,
  startConversationSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploaderOf, withMultipartForm } from '#api/plugins/multipart-form.ts';
import { messageForm } from '../conversation-images.ts';
import { collectorImagePath } from '../conversation-view.ts';
import {
  askTheArtist,
  findArtworkConversation,
  listOwnConversations,
  type Participant,
  readConversation,
  readOwnMessageImage,
  reportConversation,
  sendMessage,
} from '../conversations.service.ts';
import { sendMessageImage, throttleConversationWrites } from './conversation-writes.ts';

const tags = ['conversations'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string() });
const imageParams = z.object({ id: z.string(), messageId: z.string(), index: z.coerce.number().int().min(0).max(9) });

/**
 * The collector's conversations with artists (docs/product/conversations.md). Customers only; each call
 * is scoped to the token's collector, so another's conversation answers 404. Nothing here is cached.
 */
export const customerConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const onRequest = throttleConversationWrites(app);
  const collector = (id: string): Participant => ({ side: 'customer', customerId: id });

  app.get('/me/conversations', { schema: { tags, security, response: { 200: conversationListSchema } } }, async (request) =>
    listOwnConversations(app.ctx, collector(request.principal.id)),
  );

  app.post(
    '/me/conversations',
    {
      schema: {
        tags,
        security,
        description:
          'Ask the artist: starts the conversation about the artwork (201), or adds the message to the one the collector has (200).',
        body: startConversationSchema,
        response: { 200: z.object({ conversationId: z.string() }), 201: z.object({ conversationId: z.string() }) },
      },
      onRequest,
    },
    async (request, reply) => {
      const { conversationId, created } = await askTheArtist(
        app.ctx,
        request.principal.id,
        request.body.productId,
        request.body.body,
      );
      return reply.status(created ? 201 : 200).send({ conversationId });
    },
  );

  app.get(
    '/me/artworks/:productId/conversation',
    { schema: { tags, security, params: z.object({ productId: z.string() }), response: { 200: artworkConversationSchema } } },
    async (request) => findArtworkConversation(app.ctx, request.principal.id, request.params.productId),
  );

  app.get(
    '/me/conversations/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        description: "The conversation's messages, oldest first; reading it marks the artist's messages read.",
        response: { 200: conversationSchema },
      },
    },
    async (request) => readConversation(app.ctx, collector(request.principal.id), request.params.id, collectorImagePath),
  );

  app.post(
    '/me/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        params: idParams,
        consumes: ['multipart/form-data'],
        description: 'A reply as a multipart form: `body` (plain text), then up to 3 images in `images`, 5 MB each.',
        response: { 201: conversationMessageSchema },
      },
      onRequest,
    },
    async (request, reply) => {
      const message = await withMultipartForm(request, uploaderOf(app, request), messageForm, (form) =>
        sendMessage(app.ctx, collector(request.principal.id), request.params.id, form, collectorImagePath),
      );
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/me/conversations/:id/report',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: reportConversationSchema,
        response: { 200: z.object({ reported: z.literal(true) }) },
      },
      onRequest,
    },
    async (request) => reportConversation(app.ctx, collector(request.principal.id), request.params.id, request.body.reason),
  );

  app.get(
    '/me/conversations/:id/messages/:messageId/images/:index',
    { schema: { tags, security, params: imageParams } },
    async (request, reply) => {
      const { id, messageId, index } = request.params;
      return sendMessageImage(reply, await readOwnMessageImage(app.ctx, collector(request.principal.id), id, messageId, index));
    },
  );
};
