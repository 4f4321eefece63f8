import { AccountMessages } from '@art-market/domain/copy';
import {
  loginSchema,
  passwordChangeSchema,
  registrationResultSchema,
  secondStepAnswerSchema,
  secondStepSchema,
  signInWithCodeSchema,
  vendorProfileSchema,
  vendorProfileUpdateResultSchema,
  vendorProfileUpdateSchema,
  vendorRegistrationSchema,
  vendorSessionSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerVendorId } from '#api/http/vendor-scope.ts';
import { type MultipartFormRules, uploaderOf, withMultipartForm } from '#api/plugins/multipart-form.ts';
import { clientKey, ThrottleRules } from '#api/plugins/throttle.ts';
import type { Credentials } from '../account.repository.ts';
import { changeAccountPassword } from '../account-password.service.ts';
import { checkCredentials, completeSecondStep, type FirstFactorPassed, signInWithCode } from '../login.service.ts';
import {
  checkVendorRegistrationFields,
  getVendorProfile,
  getVendorSummary,
  registerVendor,
  vendorImageField,
} from '../vendor-accounts.service.ts';
import { replaceVendorImage } from '../vendor-images.service.ts';
import { updateVendorProfile } from '../vendor-profile.service.ts';
import { addLogoutRoute } from './public.ts';

export const vendorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendor accounts'];
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
  // With two-factor authentication on, a right password answers a second-step token, not a session.
  const firstStepOf = async (account: FirstFactorPassed) =>
    account.secondFactor
      ? { secondStep: true as const, secondStepToken: app.startSecondStep('vendor', account) }
      : sessionOf(account);
  const loginAnswer = z.union([vendorSessionSchema, secondStepAnswerSchema]);
  app.post('/vendor/login', { schema: { tags, body: loginSchema, response: { 200: loginAnswer } } }, async (request) =>
    firstStepOf(await checkCredentials(app.ctx, 'vendor', request.body, request.ip, AccountMessages.invalidLogin)),
  );
  app.post(
    '/vendor/login-with-code',
    { schema: { tags, body: signInWithCodeSchema, response: { 200: loginAnswer } } },
    async (request) => firstStepOf(await signInWithCode(app.ctx, 'vendor', request.body, request.ip)),
  );
  app.post(
    '/vendor/login/second-step',
    {
      schema: {
        tags,
        description: 'The code from the authenticator app (or a recovery code) after a login answered `secondStep`.',
        body: secondStepSchema,
        response: { 200: vendorSessionSchema },
      },
    },
    async (request) => {
      const step = app.readSecondStep('vendor', request.body.secondStepToken);
      return sessionOf(await completeSecondStep(app.ctx, 'vendor', step, request.body.code, request.ip));
    },
  );
  addLogoutRoute(app, '/vendor/logout', 'vendor', tags);
};

/** The registration's text fields, checked before either image is read, then its two optional images. */
const registrationForm: MultipartFormRules = {
  fields: Object.keys(vendorRegistrationSchema.shape),
  files: { logo: vendorImageField('logo'), banner: vendorImageField('banner') },
  checkFields: checkVendorRegistrationFields,
};

const security = [{ bearer: [] }];
const params = z.object({ vendorId: z.string() });

export const vendorProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendor studio'];
  app.addHook('onRequest', app.authenticate('vendor'));

  app.get(
    '/vendordashboard/profile/:vendorId',
    { schema: { tags, security, params, response: { 200: vendorProfileSchema } } },
    async (request) => getVendorProfile(app.ctx, callerVendorId(request, request.params.vendorId)),
  );

  app.put(
    '/vendordashboard/profile/:vendorId',
    {
      schema: {
        tags,
        security,
        params,
        description:
          'A new `email` needs `currentPassword`; it ends every session and the answer carries a new `token` for this one.',
        body: vendorProfileUpdateSchema,
        response: { 200: vendorProfileUpdateResultSchema },
      },
    },
    async (request) => {
      const vendorId = callerVendorId(request, request.params.vendorId);
      const { profile, tokenVersion } = await updateVendorProfile(app.ctx, vendorId, request.body);
      if (tokenVersion === undefined) return profile;
      return { ...profile, token: await app.startSession('vendor', { id: vendorId, tokenVersion }) };
    },
  );

  for (const kind of ['logo', 'banner'] as const) {
    app.post(
      `/vendordashboard/profile/:vendorId/${kind}`,
      {
        schema: {
          tags,
          security,
          params,
          consumes: ['multipart/form-data'],
          description: `Replaces the studio's ${kind} (multipart field \`${kind}\`): an image, at most 5 MB.`,
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async (request) => {
        const vendorId = callerVendorId(request, request.params.vendorId);
        const rules = { files: { [kind]: vendorImageField(kind) } };
        return withMultipartForm(request, uploaderOf(app, request), rules, async ({ files }) =>
          replaceVendorImage(app.ctx, vendorId, kind, files[0]),
        );
      },
    );
  }

  app.put(
    '/vendordashboard/profile/:vendorId/password',
    {
      schema: {
        tags,
        security,
        params,
        description: 'Ends every session; the answer carries a new `token` for this one.',
        body: passwordChangeSchema,
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request) => {
      const vendorId = callerVendorId(request, request.params.vendorId);
      const tokenVersion = await changeAccountPassword(app.ctx, 'vendor', vendorId, request.body);
      return { token: await app.startSession('vendor', { id: vendorId, tokenVersion }) };
    },
  );
};
