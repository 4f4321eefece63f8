import { AccountMessages } from '@art-market/domain/copy';
import { adminSessionSchema, loginSchema, signInWithCodeSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Credentials } from './account.repository.ts';
import { getAdmin } from './admin-accounts.service.ts';
import { checkCredentials, signInWithCode } from './login.service.ts';
import { addLogoutRoute } from './logout.route.ts';

const tags = ['admin accounts'];

export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessionOf = async (account: Credentials) => {
    const admin = await getAdmin(app.ctx.db, account.id);
    return { token: await app.startSession('admin', account), adminId: admin.adminId, name: admin.name };
  };
  app.post('/AdminAuth/login', { schema: { tags, body: loginSchema, response: { 200: adminSessionSchema } } }, async (request) =>
    sessionOf(await checkCredentials(app.ctx, 'admin', request.body, request.ip, AccountMessages.invalidAdminLogin)),
  );
  app.post(
    '/AdminAuth/login-with-code',
    { schema: { tags, body: signInWithCodeSchema, response: { 200: adminSessionSchema } } },
    async (request) => sessionOf(await signInWithCode(app.ctx, 'admin', request.body, request.ip)),
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
