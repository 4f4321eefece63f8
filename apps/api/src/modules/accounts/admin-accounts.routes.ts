import { AccountMessages, adminSessionSchema, loginSchema } from '@art-market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAdmin } from './admin-accounts.service.ts';
import { checkCredentials } from './login.service.ts';
import { addLogoutRoute } from './logout.route.ts';

const tags = ['admin accounts'];

export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/AdminAuth/login',
    { schema: { tags, body: loginSchema, response: { 200: adminSessionSchema } } },
    async (request) => {
      const account = await checkCredentials(app.ctx, 'admin', request.body, request.ip, AccountMessages.invalidAdminLogin);
      const admin = await getAdmin(app.ctx.db, account.id);
      return { token: await app.startSession('admin', account), adminId: admin.adminId, name: admin.name };
    },
  );
  addLogoutRoute(app, '/AdminAuth/logout', 'admin', tags);

  app.get(
    '/AdminAuth/me',
    {
      onRequest: app.authenticate('admin'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: z.object({ adminId: z.string(), name: z.string(), email: z.string() }) },
      },
    },
    async (request) => getAdmin(app.ctx.db, request.principal.id),
  );
};
