import { vendorProfileSchema, vendorProfileUpdateResultSchema, vendorProfileUpdateSchema } from '@art-market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getVendorProfile } from '../accounts/vendor-accounts.service.ts';
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
};
