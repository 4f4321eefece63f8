import {
  AccountMessages,
  customerRegistrationSchema,
  customerSessionSchema,
  loginSchema,
  registrationResultSchema,
} from '@art-market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey, ThrottleRules } from '../../plugins/throttle.ts';
import { getCustomerProfile, registerCustomer } from './customer-accounts.service.ts';
import { checkCredentials } from './login.service.ts';
import { addLogoutRoute } from './logout.route.ts';

const tags = ['customer accounts'];

export const customerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Customer/register',
    {
      schema: { tags, body: customerRegistrationSchema, response: { 201: registrationResultSchema } },
      onRequest: async (request) => {
        await app.ctx.throttle.take([[`register:${clientKey(request.ip)}`, ThrottleRules.registrationsPerIp]]);
      },
    },
    async (request, reply) => {
      const { id } = await registerCustomer(app.ctx, request.body);
      return reply.status(201).send({ id, message: AccountMessages.registered });
    },
  );

  app.post(
    '/Customer/login',
    { schema: { tags, body: loginSchema, response: { 200: customerSessionSchema } } },
    async (request) => {
      const account = await checkCredentials(app.ctx, 'customer', request.body, request.ip, AccountMessages.invalidLogin);
      const customer = await getCustomerProfile(app.ctx, account.id);
      return { token: await app.startSession('customer', account), customer };
    },
  );
  addLogoutRoute(app, '/Customer/logout', 'customer', tags);
};
