import {
  passwordChangeSchema,
  vendorProfileSchema,
  vendorProfileUpdateResultSchema,
  vendorProfileUpdateSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import { changeAccountPassword } from '../accounts/account-password.service.ts';
import { getVendorProfile } from '../accounts/vendor-accounts.service.ts';
import { replaceVendorImage } from './vendor-images.service.ts';
import { updateVendorProfile } from './vendor-profile.service.ts';
import { callerVendorId } from './vendor-scope.ts';

const tags = ['vendor studio'];
const security = [{ bearer: [] }];
const params = z.object({ vendorId: z.string() });

export const vendorProfileRoutes: FastifyPluginAsyncZod = async (app) => {
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
        const { files } = await readMultipartForm(request);
        return replaceVendorImage(
          app.ctx,
          vendorId,
          kind,
          files.find((file) => file.fieldName === kind),
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
