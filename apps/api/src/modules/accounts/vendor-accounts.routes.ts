import {
  AccountMessages,
  loginSchema,
  registrationResultSchema,
  vendorProfileSchema,
  vendorSessionSchema,
} from '@art-market/domain';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { ThrottleRules } from '../../plugins/throttle.ts';
import { checkCredentials } from './login.service.ts';
import { getVendorProfile, getVendorSummary, registerVendor, type VendorRegistrationForm } from './vendor-accounts.service.ts';

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
      onRequest: async (request) => app.ctx.throttle.take([[`register:${request.ip}`, ThrottleRules.registrationsPerIp]]),
    },
    async (request, reply) => {
      const { id } = await registerVendor(app.ctx, await readRegistrationForm(request));
      return reply.status(201).send({ id, message: 'Registration successful' });
    },
  );

  app.post('/vendor/login', { schema: { tags, body: loginSchema, response: { 200: vendorSessionSchema } } }, async (request) => {
    const account = await checkCredentials(app.ctx, 'vendor', request.body, request.ip, AccountMessages.invalidLogin);
    const vendor = await getVendorSummary(app.ctx, account.id);
    return { token: app.signToken('vendor', account), vendorId: vendor.id, vendor };
  });

  app.get(
    '/vendordashboard/profile/:vendorId',
    {
      preHandler: app.authenticate('vendor'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: z.object({ vendorId: z.string() }),
        response: { 200: vendorProfileSchema },
      },
    },
    async (request) => {
      // Scoped to the caller: another vendor's id is answered as if it did not exist.
      if (request.params.vendorId !== request.principal.id) throw new NotFound('Vendor not found');
      return getVendorProfile(app.ctx, request.principal.id);
    },
  );
};

/** Reads the multipart registration: text fields and the two optional image files. */
async function readRegistrationForm(request: FastifyRequest): Promise<VendorRegistrationForm> {
  const form: VendorRegistrationForm = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if ((part.fieldname === 'logo' || part.fieldname === 'banner') && part.filename) {
        form[part.fieldname] = { content, truncated: part.file.truncated };
      }
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}
