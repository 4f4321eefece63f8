import { ResetMessages, SignInCodeMessages } from '@art-market/domain/copy';
import type { Role } from '@art-market/domain/rules';
import { forgotPasswordSchema, resetPasswordSchema, verifyOtpSchema } from '@art-market/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, ThrottleRules } from '#api/plugins/throttle.ts';
import {
  countCodeGuess,
  requestResetCode,
  requestSignInCode,
  resetPassword,
  verifyResetCode,
} from '../password-reset.service.ts';

/**
 * POST <url>: ends the caller's session, so the token stops working on the server even where it
 * was copied. Each role's login prefix has one (ADR 0004).
 */
export function addLogoutRoute(app: FastifyInstance, url: string, role: Role, tags: string[]): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      // Logging out is always allowed, also to an admin who has not enrolled yet.
      onRequest: app.authenticate(role, { beforeEnrolment: true }),
      schema: { tags, security: [{ bearer: [] }], response: { 204: z.null().describe('The session has ended') } },
    },
    async (request, reply) => {
      await app.endSession(request.principal);
      return reply.status(204).send(null);
    },
  );
}

/** The same calls for each role, under the spec's prefixes; a sign-in code is requested beside a reset code. */
const PREFIXES: Record<Role, string> = { customer: '/customer', vendor: '/vendor', admin: '/AdminAuth' };
const messageSchema = z.object({ message: z.string() });

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [role, prefix] of Object.entries(PREFIXES) as [Role, string][]) {
    const tags = [`${role} password reset`];
    const attemptLimit = {
      onRequest: async (request: { ip: string }) => {
        await countCodeGuess(app.ctx, request.ip);
      },
    };

    // Both kinds of code count against the same request limits: either one mails the account.
    const takeRequestLimit = (ip: string, email: string) =>
      app.ctx.throttle.take([
        [`reset-request:${clientKey(ip)}`, ThrottleRules.resetRequestsPerIp],
        [`reset-request:${role}:${email}`, ThrottleRules.resetRequestsPerAccount],
      ]);

    app.post(
      `${prefix}/forgot-password`,
      { schema: { tags, body: forgotPasswordSchema, response: { 200: messageSchema } } },
      async (request) => {
        await takeRequestLimit(request.ip, request.body.email);
        await requestResetCode(app.ctx, role, request.body.email);
        return { message: ResetMessages.codeSent };
      },
    );

    app.post(
      `${prefix}/login-code`,
      { schema: { tags, body: forgotPasswordSchema, response: { 200: messageSchema } } },
      async (request) => {
        await takeRequestLimit(request.ip, request.body.email);
        await requestSignInCode(app.ctx, role, request.body.email);
        return { message: SignInCodeMessages.codeSent };
      },
    );

    app.post(
      `${prefix}/verify-otp`,
      {
        ...attemptLimit,
        schema: { tags, body: verifyOtpSchema, response: { 200: z.object({ valid: z.boolean(), message: z.string() }) } },
      },
      async (request) => verifyResetCode(app.ctx, role, request.body),
    );

    app.post(
      `${prefix}/reset-password`,
      { ...attemptLimit, schema: { tags, body: resetPasswordSchema, response: { 200: messageSchema } } },
      async (request) => {
        await resetPassword(app.ctx, role, request.body);
        return { message: ResetMessages.passwordReset };
      },
    );
  }
};
