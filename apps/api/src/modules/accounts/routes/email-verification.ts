import { EmailVerificationMessages } from '@art-market/domain/rules';
import { confirmEmailSchema, emailVerifiedSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, ThrottleRules } from '#api/plugins/throttle.ts';
import { confirmEmail, resendVerification } from '../email-verification.service.ts';

const messageSchema = z.object({ message: z.string() });
const security = [{ bearer: [] }];

/**
 * The mailed link's confirmation (no session needed: the link may be opened on another device) and
 * the owner's "resend" for customers and vendors (ADR 0030).
 */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['email verification'];
  const confirmLimit = async (request: { ip: string }) => {
    await app.ctx.throttle.take([[`verify-email:${clientKey(request.ip)}`, ThrottleRules.verificationConfirmsPerIp]]);
  };

  app.post(
    '/email-verification/confirm',
    { onRequest: confirmLimit, schema: { tags, body: confirmEmailSchema, response: { 200: emailVerifiedSchema } } },
    async (request) => confirmEmail(app.ctx, request.body.token),
  );
  app.get(
    '/email-verification/confirm',
    { onRequest: confirmLimit, schema: { tags, querystring: confirmEmailSchema, response: { 200: emailVerifiedSchema } } },
    async (request) => confirmEmail(app.ctx, request.query.token),
  );

  for (const [role, url] of [
    ['customer', '/Customer/resend-verification'],
    ['vendor', '/vendor/resend-verification'],
  ] as const) {
    app.post(
      url,
      { onRequest: app.authenticate(role), schema: { tags, security, response: { 200: messageSchema } } },
      async (request) => {
        await resendVerification(app.ctx, role, request.principal.id);
        return { message: EmailVerificationMessages.sent };
      },
    );
  }
};
