import { vendorAudienceSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getVendorAudience } from '../vendor-audience.service.ts';

/** The studio's counts of savers and followers (issue 29): its own artworks and artists only, never who. */
export const vendorAudienceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('vendor'));
  app.get(
    '/vendordashboard/audience',
    {
      schema: {
        tags: ['vendor studio'],
        security: [{ bearer: [] }],
        description: 'How many collectors saved each of the studio’s artworks and follow each of its artists.',
        response: { 200: vendorAudienceSchema },
      },
    },
    async (request) => getVendorAudience(app.ctx, request.principal.id),
  );
};
