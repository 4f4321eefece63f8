import {
  AccountMessages,
  loginSchema,
  registrationResultSchema,
  signInWithCodeSchema,
  vendorRegistrationSchema,
  vendorSessionSchema,
} from '@art-market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type MultipartFormRules, uploaderOf, withMultipartForm } from '../../plugins/multipart-form.ts';
import { clientKey, ThrottleRules } from '../../plugins/throttle.ts';
import type { Credentials } from './account.repository.ts';
import { checkCredentials, signInWithCode } from './login.service.ts';
import { addLogoutRoute } from './logout.route.ts';
import { checkVendorRegistrationFields, getVendorSummary, registerVendor, vendorImageField } from './vendor-accounts.service.ts';

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
      const { id } = await withMultipartForm(request, uploaderOf(app, request), registrationForm, async ({ fields, files }) =>
        registerVendor(app.ctx, {
          fields,
          logo: files.find((file) => file.fieldName === 'logo'),
          banner: files.find((file) => file.fieldName === 'banner'),
        }),
      );
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

/** The registration's text fields, checked before either image is read, then its two optional images. */
const registrationForm: MultipartFormRules = {
  fields: Object.keys(vendorRegistrationSchema.shape),
  files: { logo: vendorImageField('logo'), banner: vendorImageField('banner') },
  checkFields: checkVendorRegistrationFields,
};
