import {
  conversationListSchema,
  conversationMessageSchema,
  conversationSchema,
  reportConversationSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerVendorId } from '#api/http/vendor-scope.ts';
import { uploaderOf, withMultipartForm } from '#api/plugins/multipart-form.ts';
import { messageForm } from '../conversation-images.ts';
import { studioImagePath } from '../conversation-view.ts';
import {
  listOwnConversations,
  type Participant,
  readConversation,
  readOwnMessageImage,
  reportConversation,
  sendMessage,
} from '../conversations.service.ts';
import { sendMessageImage, throttleConversationWrites } from './conversation-writes.ts';

const tags = ['vendor studio'];
const security = [{ bearer: [] }];
const vendorParams = z.object({ vendorId: z.string() });
const params = z.object({ vendorId: z.string(), id: z.string() });
const imageParams = params.extend({ messageId: z.string(), index: z.coerce.number().int().min(0).max(9) });

/** The studio's conversations with collectors, scoped to the token's vendor (docs/product/conversations.md). */
export const vendorConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('vendor'));
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const onRequest = throttleConversationWrites(app);
  const studio = (id: string): Participant => ({ side: 'vendor', vendorId: id });

  app.get(
    '/vendordashboard/conversations/:vendorId',
    { schema: { tags, security, params: vendorParams, response: { 200: conversationListSchema } } },
    async (request) => listOwnConversations(app.ctx, studio(callerVendorId(request, request.params.vendorId))),
  );

  app.get(
    '/vendordashboard/conversations/:vendorId/:id',
    { schema: { tags, security, params, response: { 200: conversationSchema } } },
    async (request) => {
      const vendorId = callerVendorId(request, request.params.vendorId);
      return readConversation(app.ctx, studio(vendorId), request.params.id, studioImagePath(vendorId));
    },
  );

  app.post(
    '/vendordashboard/conversations/:vendorId/:id/messages',
    {
      schema: {
        tags,
        security,
        params,
        consumes: ['multipart/form-data'],
        description: 'A reply as a multipart form: `body` (plain text), then up to 3 images in `images`, 5 MB each.',
        response: { 201: conversationMessageSchema },
      },
      onRequest,
    },
    async (request, reply) => {
      const vendorId = callerVendorId(request, request.params.vendorId);
      const message = await withMultipartForm(request, uploaderOf(app, request), messageForm, (form) =>
        sendMessage(app.ctx, studio(vendorId), request.params.id, form, studioImagePath(vendorId)),
      );
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/vendordashboard/conversations/:vendorId/:id/report',
    {
      schema: {
        tags,
        security,
        params,
        body: reportConversationSchema,
        response: { 200: z.object({ reported: z.literal(true) }) },
      },
      onRequest,
    },
    async (request) =>
      reportConversation(
        app.ctx,
        studio(callerVendorId(request, request.params.vendorId)),
        request.params.id,
        request.body.reason,
      ),
  );

  app.get(
    '/vendordashboard/conversations/:vendorId/:id/messages/:messageId/images/:index',
    { schema: { tags, security, params: imageParams } },
    async (request, reply) => {
      const { vendorId, id, messageId, index } = request.params;
      const image = await readOwnMessageImage(app.ctx, studio(callerVendorId(request, vendorId)), id, messageId, index);
      return sendMessageImage(reply, image);
    },
  );
};
