import {
  adminConversationListSchema,
  adminConversationSchema,
  liftMessagingStopSchema,
  stopMessagingSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  liftMessagingStop,
  listConsoleConversations,
  readReportedConversation,
  readReportedMessageImage,
  stopMessaging,
} from '../conversation-moderation.service.ts';
import { sendMessageImage } from './conversation-writes.ts';

const tags = ['admin console'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

/**
 * The console's reported conversations: only those someone reported are listed or read (any other answers
 * 404); an admin stops a person from messaging, or lifts that, audit-logged.
 */
export const adminConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('admin'));
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/dashboard/conversations',
    { schema: { tags, security, description: 'Reported conversations only.', response: { 200: adminConversationListSchema } } },
    async () => listConsoleConversations(app.ctx),
  );

  app.get(
    '/admin/dashboard/conversations/:id',
    { schema: { tags, security, params, response: { 200: adminConversationSchema } } },
    async (request) => readReportedConversation(app.ctx, request.params.id),
  );

  app.post(
    '/admin/dashboard/conversations/:id/stop',
    {
      schema: {
        tags,
        security,
        params,
        description: 'Stops the collector or the studio of this reported conversation from sending any message.',
        body: stopMessagingSchema,
        response: { 200: adminConversationSchema },
      },
    },
    async (request) => stopMessaging(app.ctx, request.principal.id, request.params.id, request.body.side, request.body.reason),
  );

  app.post(
    '/admin/dashboard/conversations/:id/lift',
    { schema: { tags, security, params, body: liftMessagingStopSchema, response: { 200: adminConversationSchema } } },
    async (request) => liftMessagingStop(app.ctx, request.principal.id, request.params.id, request.body.side),
  );

  app.get(
    '/admin/dashboard/conversations/:id/messages/:messageId/images/:index',
    {
      schema: { tags, security, params: params.extend({ messageId: z.string(), index: z.coerce.number().int().min(0).max(9) }) },
    },
    async (request, reply) => {
      const { id, messageId, index } = request.params;
      return sendMessageImage(reply, await readReportedMessageImage(app.ctx, id, messageId, index));
    },
  );
};
