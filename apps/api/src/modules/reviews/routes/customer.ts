import { ReviewMessages } from '@art-market/domain/copy';
import { newReviewSchema, orderReviewStateSchema, ownReviewSchema, reviewInputSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploaderOf, withMultipartForm } from '#api/plugins/multipart-form.ts';
import {
  createReview,
  editReview,
  getOrderReviewStates,
  removeReviewPhoto,
  replaceReviewPhoto,
} from '../customer-reviews.service.ts';
import { throttleReviewWrites } from './review-writes.ts';

const tags = ['reviews'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string() });
const photoForm = { files: { photo: { tooLarge: ReviewMessages.photoTooLarge } } };

/** The collector's reviews of the studios that delivered their orders (docs/product/reviews.md). */
export const customerReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));
  const onRequest = throttleReviewWrites(app);

  app.get(
    '/CustomerDashboard/orders/:id/reviews',
    {
      schema: {
        tags,
        security,
        params: idParams,
        description: "Each vendor part of the caller's order: whether it can be reviewed, and its review once written.",
        response: { 200: z.array(orderReviewStateSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOrderReviewStates(app.ctx, request.principal.id, request.params.id);
    },
  );

  app.post(
    '/CustomerDashboard/reviews',
    { schema: { tags, security, body: newReviewSchema, response: { 201: ownReviewSchema } }, onRequest },
    async (request, reply) => {
      const { vendorOrderId, ...fields } = request.body;
      return reply.status(201).send(await createReview(app.ctx, request.principal.id, vendorOrderId, fields));
    },
  );

  app.put(
    '/CustomerDashboard/reviews/:id',
    { schema: { tags, security, params: idParams, body: reviewInputSchema, response: { 200: ownReviewSchema } }, onRequest },
    async (request) => editReview(app.ctx, request.principal.id, request.params.id, request.body),
  );

  app.post(
    '/CustomerDashboard/reviews/:id/photo',
    {
      schema: {
        tags,
        security,
        params: idParams,
        consumes: ['multipart/form-data'],
        description: "The review's one photo (multipart field `photo`): an image, at most 5 MB; it replaces the one before.",
        response: { 200: ownReviewSchema },
      },
      onRequest,
    },
    async (request) =>
      withMultipartForm(request, uploaderOf(app, request), photoForm, async ({ files }) =>
        replaceReviewPhoto(app.ctx, request.principal.id, request.params.id, files[0]),
      ),
  );

  app.delete(
    '/CustomerDashboard/reviews/:id/photo',
    { schema: { tags, security, params: idParams, response: { 200: ownReviewSchema } }, onRequest },
    async (request) => removeReviewPhoto(app.ctx, request.principal.id, request.params.id),
  );
};
