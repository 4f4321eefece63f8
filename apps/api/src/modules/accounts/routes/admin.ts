import { AccountMessages } from '@art-market/domain/copy';
import { TOTAL_COUNT_HEADER } from '@art-market/domain/rules';
import {
  adminCustomerRowSchema,
  adminCustomerSchema,
  adminCustomersQuerySchema,
  adminSessionSchema,
  loginSchema,
  secondStepAnswerSchema,
  secondStepSchema,
  signInWithCodeSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Credentials } from '../account.repository.ts';
import { getAdmin } from '../admin-accounts.service.ts';
import { getAdminCustomer, listAdminCustomers } from '../admin-customers.service.ts';
import { checkCredentials, completeSecondStep, type FirstFactorPassed, signInWithCode } from '../login.service.ts';
import { addLogoutRoute } from './public.ts';

export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin accounts'];
  const sessionOf = async (account: Credentials) => {
    const admin = await getAdmin(app.ctx.db, account.id);
    return { token: await app.startSession('admin', account), adminId: admin.adminId, name: admin.name };
  };
  // With two-factor authentication on, a right password answers a second-step token, not a session.
  const firstStepOf = async (account: FirstFactorPassed) =>
    account.secondFactor
      ? { secondStep: true as const, secondStepToken: app.startSecondStep('admin', account) }
      : sessionOf(account);
  const loginAnswer = z.union([adminSessionSchema, secondStepAnswerSchema]);
  app.post('/AdminAuth/login', { schema: { tags, body: loginSchema, response: { 200: loginAnswer } } }, async (request) =>
    firstStepOf(await checkCredentials(app.ctx, 'admin', request.body, request.ip, AccountMessages.invalidAdminLogin)),
  );
  app.post(
    '/AdminAuth/login-with-code',
    { schema: { tags, body: signInWithCodeSchema, response: { 200: loginAnswer } } },
    async (request) => firstStepOf(await signInWithCode(app.ctx, 'admin', request.body, request.ip)),
  );
  app.post(
    '/AdminAuth/login/second-step',
    {
      schema: {
        tags,
        description: 'The code from the authenticator app (or a recovery code) after a login answered `secondStep`.',
        body: secondStepSchema,
        response: { 200: adminSessionSchema },
      },
    },
    async (request) => {
      const step = app.readSecondStep('admin', request.body.secondStepToken);
      return sessionOf(await completeSecondStep(app.ctx, 'admin', step, request.body.code, request.ip));
    },
  );
  addLogoutRoute(app, '/AdminAuth/logout', 'admin', tags);

  app.get(
    '/AdminAuth/me',
    {
      onRequest: app.authenticate('admin', { beforeEnrolment: true }),
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: z.object({ adminId: z.string(), name: z.string(), email: z.string() }) },
      },
    },
    async (request) => getAdmin(app.ctx.db, request.principal.id),
  );
};

const security = [{ bearer: [] }];

export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin console'];
  app.addHook('onRequest', app.authenticate('admin'));

  app.get(
    '/admin/dashboard/customers',
    {
      schema: {
        tags,
        security,
        description: 'Customers, newest first by default, one page at a time. The number of matches is in X-Total-Count.',
        querystring: adminCustomersQuerySchema,
        response: { 200: z.array(adminCustomerRowSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listAdminCustomers(app.ctx, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows;
    },
  );

  app.get(
    '/admin/dashboard/customers/:id',
    { schema: { tags, security, params: z.object({ id: z.string() }), response: { 200: adminCustomerSchema } } },
    async (request) => getAdminCustomer(app.ctx, request.params.id),
  );
};
