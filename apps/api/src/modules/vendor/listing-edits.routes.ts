import { productSubmissionMessage } from '@art-market/domain/copy';
import { listingEditSchema, managedProductSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editListing, removeListingImage, withdrawListing } from './listing-edits.service.ts';

const tags = ['vendor studio'];
const security = [{ bearer: [] }];
const productParams = z.object({ productId: z.string() });

/** A vendor's changes to a listing after submitting it (ADR 0024); images are added by the upload route. */
export const listingEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('vendor'));

  app.put(
    '/vendordashboard/products/:productId',
    {
      config: { summarizeErrors: productSubmissionMessage },
      schema: {
        tags,
        security,
        description:
          'Pending or rejected: applied at once (and back to review). Live: kept as a revision until an admin approves it.',
        params: productParams,
        body: listingEditSchema,
        response: { 200: managedProductSchema },
      },
    },
    async (request) => editListing(app.ctx, request.principal.id, request.params.productId, request.body),
  );

  app.delete(
    '/vendordashboard/products/:productId/images',
    {
      schema: {
        tags,
        security,
        params: productParams,
        querystring: z.object({ url: z.string({ error: 'Please say which image to remove' }).min(1) }),
        response: { 200: managedProductSchema },
      },
    },
    async (request) => removeListingImage(app.ctx, request.principal.id, request.params.productId, request.query.url),
  );

  app.put(
    '/vendordashboard/products/:productId/withdraw',
    { schema: { tags, security, params: productParams, response: { 200: managedProductSchema } } },
    async (request) => withdrawListing(app.ctx, request.principal.id, request.params.productId),
  );
};
