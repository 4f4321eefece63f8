import { forgotPasswordSchema, ResetMessages, type Role, resetPasswordSchema, verifyOtpSchema } from '@art-market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, ThrottleRules } from '../../plugins/throttle.ts';
import { requestResetCode, resetPassword, verifyResetCode } from './password-reset.service.ts';

/** The same three calls for each role, under the spec's prefixes. */
const PREFIXES: Record<Role, string> = { customer: '/customer', vendor: '/vendor', admin: '/AdminAuth' };
const messageSchema = z.object({ message: z.string() });

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [role, prefix] of Object.entries(PREFIXES) as [Role, string][]) {
    const tags = [`${role} password reset`];
    const attemptLimit = {
      onRequest: async (request: { ip: string }) => {
        await app.ctx.throttle.take([[`reset-attempt:${clientKey(request.ip)}`, ThrottleRules.resetAttemptsPerIp]]);
      },
    };

    app.post(
      `${prefix}/forgot-password`,
      { schema: { tags, body: forgotPasswordSchema, response: { 200: messageSchema } } },
      async (request) => {
        await app.ctx.throttle.take([
          [`reset-request:${clientKey(request.ip)}`, ThrottleRules.resetRequestsPerIp],
          [`reset-request:${role}:${request.body.email}`, ThrottleRules.resetRequestsPerAccount],
        ]);
        await requestResetCode(app.ctx, role, request.body.email);
        return { message: ResetMessages.codeSent };
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
