import { ContactMessages } from '@art-market/domain/copy';
import { fieldErrorsOf, SITE_INFO_API_PATH } from '@art-market/domain/rules';
import { contactMessageSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, ThrottleRules } from '#api/plugins/throttle.ts';
import { sendContactMessage } from '../contact.service.ts';

const contactResultSchema = z.union([
  z.object({ success: z.literal(true) }),
  z.object({
    success: z.literal(false),
    error: z.string(),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  }),
]);

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SITE_INFO_API_PATH,
    {
      schema: {
        tags: ['support'],
        description: 'Public facts the pages show: the parent company of the legal pages and the support address.',
        response: { 200: z.object({ parentCompany: z.string(), supportEmail: z.string() }) },
      },
    },
    async () => ({ parentCompany: app.ctx.config.PARENT_COMPANY, supportEmail: app.ctx.config.SUPPORT_EMAIL }),
  );

  // The contact form answers {success, error} (docs/product/storefront.md#support-and-contact-form), so the body is parsed here
  // rather than by the route schema, whose failures answer in the general error shape.
  app.post(
    '/Email/send',
    {
      schema: {
        tags: ['support'],
        body: z.unknown(),
        response: { 200: contactResultSchema, 400: contactResultSchema, 503: contactResultSchema },
      },
      onRequest: async (request) => {
        await app.ctx.throttle.take([[`contact:${clientKey(request.ip)}`, ThrottleRules.contactPerIp]]);
      },
    },
    async (request, reply) => {
      const parsed = contactMessageSchema.safeParse(request.body);
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error.issues);
        const error = Object.values(errors)[0] ?? ContactMessages.serverError;
        return reply.status(400).send({ success: false, error, message: error, errors });
      }
      try {
        await sendContactMessage(app.ctx, parsed.data);
      } catch (failure) {
        request.log.error({ err: failure }, 'contact message could not be sent');
        const error = 'We could not send your message right now. Please try again later.';
        return reply.status(503).send({ success: false, error, message: error });
      }
      return { success: true as const };
    },
  );
};
