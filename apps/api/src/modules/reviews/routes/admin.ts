import { adminReviewsQuerySchema, adminReviewsSchema, reviewHideInputSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hideReview, listConsoleReviews, unhideReview } from '../review-moderation.service.ts';

const tags = ['admin console'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

/** The console's reviews: the list (visible or hidden), hiding with a reason and unhiding. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('admin'));

  app.get(
    '/admin/dashboard/reviews',
    { schema: { tags, security, querystring: adminReviewsQuerySchema, response: { 200: adminReviewsSchema } } },
    async (request) => listConsoleReviews(app.ctx, request.query),
  );

  app.post(
    '/admin/dashboard/reviews/:id/hide',
    {
      schema: {
        tags,
        security,
        params,
        description: 'Hides the review from the artist page and its rating; its author is mailed the reason.',
        body: reviewHideInputSchema,
        response: { 200: z.object({ hidden: z.literal(true) }) },
      },
    },
    async (request) => hideReview(app.ctx, request.principal.id, request.params.id, request.body.reason),
  );

  app.post(
    '/admin/dashboard/reviews/:id/unhide',
    { schema: { tags, security, params, response: { 200: z.object({ hidden: z.literal(false) }) } } },
    async (request) => unhideReview(app.ctx, request.principal.id, request.params.id),
  );
};
