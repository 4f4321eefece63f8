import {
  alertPreferencesSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getAlertPreferences,
  listNotifications,
  readNotifications,
  unreadNotifications,
  updateAlertPreferences,
} from '../alerts.service.ts';

const tags = ['alerts'];
const security = [{ bearer: [] }];
const readBody = z.object({ ids: z.union([z.array(z.string()).min(1).max(100), z.literal('all')]) });

/**
 * The bell and the alert switches (ADR 0041). Customers only; each answer is the caller's own, never
 * cached, and the count is a call of its own so no shared catalogue answer carries it.
 */
export const customerAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/me/notifications',
    { schema: { tags, security, querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } } },
    (request) => listNotifications(app.ctx, request.principal.id, request.query.page),
  );

  app.get('/me/notifications/unread', { schema: { tags, security, response: { 200: unreadCountSchema } } }, (request) =>
    unreadNotifications(app.ctx, request.principal.id),
  );

  app.post(
    '/me/notifications/read',
    {
      schema: {
        tags,
        security,
        body: readBody,
        response: { 200: unreadCountSchema },
        description: 'Marks these notifications (or all) read.',
      },
    },
    (request) => readNotifications(app.ctx, request.principal.id, request.body.ids),
  );

  app.get('/me/alert-preferences', { schema: { tags, security, response: { 200: alertPreferencesSchema } } }, (request) =>
    getAlertPreferences(app.ctx, request.principal.id),
  );

  app.put(
    '/me/alert-preferences',
    { schema: { tags, security, body: alertPreferencesSchema, response: { 200: alertPreferencesSchema } } },
    (request) => updateAlertPreferences(app.ctx, request.principal.id, request.body),
  );
};
