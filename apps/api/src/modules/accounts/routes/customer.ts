import { AccountMessages } from '@art-market/domain/copy';
import {
  customerProfileUpdatedSchema,
  customerProfileUpdateSchema,
  customerRegistrationSchema,
  customerSessionSchema,
  loginSchema,
  registrationResultSchema,
  savedAddressSchema,
  signInWithCodeSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, ThrottleRules } from '#api/plugins/throttle.ts';
import type { Credentials } from '../account.repository.ts';
import { getCustomerProfile, registerCustomer } from '../customer-accounts.service.ts';
import { forgetSavedAddress, listSavedAddresses } from '../customer-addresses.service.ts';
import { updateCustomerProfile } from '../customer-profile.service.ts';
import { checkCredentials, signInWithCode } from '../login.service.ts';
import { addLogoutRoute } from './public.ts';

export const customerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customer accounts'];
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

const security = [{ bearer: [] }];

export const customerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customer dashboard'];
  app.addHook('onRequest', app.authenticate('customer'));

  app.get(
    '/CustomerDashboard/addresses',
    { schema: { tags, security, response: { 200: z.array(savedAddressSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listSavedAddresses(app.ctx, request.principal.id);
    },
  );

  app.delete(
    '/CustomerDashboard/addresses/:id',
    { schema: { tags, security, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      await forgetSavedAddress(app.ctx, request.principal.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/CustomerDashboard/profile',
    { schema: { tags, security, body: customerProfileUpdateSchema, response: { 200: customerProfileUpdatedSchema } } },
    async (request) => {
      const customerId = request.principal.id;
      const { profile, tokenVersion } = await updateCustomerProfile(app.ctx, customerId, request.body);
      if (tokenVersion === undefined) return { profile };
      return { profile, token: await app.startSession('customer', { id: customerId, tokenVersion }) };
    },
  );
};
