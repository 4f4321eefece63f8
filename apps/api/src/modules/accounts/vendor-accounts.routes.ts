import { AccountMessages } from '@art-market/domain/copy';
import { loginSchema, registrationResultSchema, signInWithCodeSchema, vendorSessionSchema } from '@art-market/domain/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import { clientKey, ThrottleRules } from '../../plugins/throttle.ts';
import type { Credentials } from './account.repository.ts';
import { checkCredentials, signInWithCode } from './login.service.ts';
import { addLogoutRoute } from './logout.route.ts';
import { getVendorSummary, registerVendor, type VendorRegistrationForm } from './vendor-accounts.service.ts';

const tags = ['vendor accounts'];

export const vendorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vendor/register',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Multipart form: the registration fields plus optional `logo` and `banner` images (5 MB each).',
        response: { 201: registrationResultSchema },
      },
      onRequest: async (request) => {
        await app.ctx.throttle.take([[`register:${clientKey(request.ip)}`, ThrottleRules.registrationsPerIp]]);
      },
    },
    async (request, reply) => {
      const { id } = await registerVendor(app.ctx, await readRegistrationForm(request));
      return reply.status(201).send({ id, message: AccountMessages.registered });
    },
  );

  const sessionOf = async (account: Credentials) => {
    const vendor = await getVendorSummary(app.ctx, account.id);
    return { token: await app.startSession('vendor', account), vendorId: vendor.id, vendor };
  };
  app.post('/vendor/login', { schema: { tags, body: loginSchema, response: { 200: vendorSessionSchema } } }, async (request) =>
    sessionOf(await checkCredentials(app.ctx, 'vendor', request.body, request.ip, AccountMessages.invalidLogin)),
  );
  app.post(
    '/vendor/login-with-code',
    { schema: { tags, body: signInWithCodeSchema, response: { 200: vendorSessionSchema } } },
    async (request) => sessionOf(await signInWithCode(app.ctx, 'vendor', request.body, request.ip)),
  );
  addLogoutRoute(app, '/vendor/logout', 'vendor', tags);
};

/** The registration's text fields and its two optional image files. */
async function readRegistrationForm(request: FastifyRequest): Promise<VendorRegistrationForm> {
  const { fields, files } = await readMultipartForm(request);
  return {
    fields,
    logo: files.find((file) => file.fieldName === 'logo'),
    banner: files.find((file) => file.fieldName === 'banner'),
  };
}
