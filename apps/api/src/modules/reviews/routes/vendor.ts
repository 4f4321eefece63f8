import {
  publicReviewSchema,
  reviewPageQuerySchema,
  reviewReplyInputSchema,
  studioReviewsSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerVendorId } from '#api/http/vendor-scope.ts';
import { listStudioReviews } from '../artist-reviews.service.ts';
import { replyToReview } from '../review-replies.service.ts';
import { throttleReviewWrites } from './review-writes.ts';

const tags = ['vendor studio'];
const security = [{ bearer: [] }];

/** The studio's reviews and its one public reply to each, scoped to the token's vendor. */
export const vendorReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('vendor'));

  app.get(
    '/vendordashboard/reviews/:vendorId',
    {
      schema: {
        tags,
        security,
        params: z.object({ vendorId: z.string() }),
        querystring: reviewPageQuerySchema,
        response: { 200: studioReviewsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listStudioReviews(app.ctx, callerVendorId(request, request.params.vendorId), request.query.page);
    },
  );

  app.put(
    '/vendordashboard/reviews/:vendorId/:reviewId/reply',
    {
      schema: {
        tags,
        security,
        description: "Writes or rewrites the studio's one public reply to a review of itself.",
        params: z.object({ vendorId: z.string(), reviewId: z.string() }),
        body: reviewReplyInputSchema,
        response: { 200: publicReviewSchema },
      },
      onRequest: throttleReviewWrites(app),
    },
    async (request) =>
      replyToReview(app.ctx, callerVendorId(request, request.params.vendorId), request.params.reviewId, request.body.body),
  );
};
