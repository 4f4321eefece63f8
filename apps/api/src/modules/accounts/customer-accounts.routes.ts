import { AccountMessages } from '@art-market/domain/copy';
import {
  customerRegistrationSchema,
  customerSessionSchema,
  loginSchema,
  registrationResultSchema,
  signInWithCodeSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey, ThrottleRules } from '../../plugins/throttle.ts';
import type { Credentials } from './account.repository.ts';
import { getCustomerProfile, registerCustomer } from './customer-accounts.service.ts';
import { checkCredentials, signInWithCode } from './login.service.ts';
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

  const sessionOf = async (account: Credentials) => ({
    token: await app.startSession('customer', account),
    customer: await getCustomerProfile(app.ctx, account.id),
  });
  app.post(
    '/Customer/login',
    { schema: { tags, body: loginSchema, response: { 200: customerSessionSchema } } },
    async (request) =>
      sessionOf(await checkCredentials(app.ctx, 'customer', request.body, request.ip, AccountMessages.invalidLogin)),
  );
  app.post(
    '/Customer/login-with-code',
    { schema: { tags, body: signInWithCodeSchema, response: { 200: customerSessionSchema } } },
    async (request) => sessionOf(await signInWithCode(app.ctx, 'customer', request.body, request.ip)),
  );
  addLogoutRoute(app, '/Customer/logout', 'customer', tags);
};
