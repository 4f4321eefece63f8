import { TwoFactorMessages } from '@art-market/domain/copy';
import { SECOND_FACTOR_ROLES, type SecondFactorRole } from '@art-market/domain/rules';
import {
  recoveryCodesSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmEnrolment, getTwoFactorStatus, startEnrolment, turnOffSecondFactor } from '../two-factor.service.ts';

/** Under each role's account prefix, beside its login and logout. */
const PREFIXES: Record<SecondFactorRole, string> = { vendor: '/vendor', admin: '/AdminAuth' };
const security = [{ bearer: [] }];

/**
 * Two-factor authentication for the roles that move money (ADR 0034): its state, an enrolment (secret
 * and QR code), the first code that turns it on and answers the recovery codes, and turning it off.
 * An admin who must enrol reaches these routes and nothing else of the console.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const role of SECOND_FACTOR_ROLES) {
    const prefix = `${PREFIXES[role]}/two-factor`;
    const tags = [`${role} two-factor authentication`];
    const onRequest = app.authenticate(role, { beforeEnrolment: true });

    app.get(
      prefix,
      { onRequest, schema: { tags, security, response: { 200: twoFactorStatusSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getTwoFactorStatus(app.ctx, role, request.principal.id);
      },
    );

    app.post(
      `${prefix}/enrolment`,
      {
        onRequest,
        schema: {
          tags,
          security,
          description: 'A new secret, shown this once, with its otpauth URI and a QR code (SVG data URL). 409 when already on.',
          response: { 200: twoFactorEnrolmentSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return startEnrolment(app.ctx, role, request.principal.id);
      },
    );

    app.post(
      `${prefix}/confirm`,
      {
        onRequest,
        schema: {
          tags,
          security,
          description: 'The first code from the app turns it on; the answer holds the ten recovery codes, shown once.',
          body: twoFactorConfirmSchema,
          response: { 200: recoveryCodesSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return confirmEnrolment(app.ctx, role, request.principal.id, request.body.code);
      },
    );

    app.post(
      `${prefix}/disable`,
      {
        onRequest,
        schema: {
          tags,
          security,
          description: 'Turns it off: the current password and a code from the app (or a recovery code).',
          body: twoFactorDisableSchema,
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request) => {
        await turnOffSecondFactor(app.ctx, role, request.principal.id, request.body);
        return { message: TwoFactorMessages.turnedOff };
      },
    );
  }
};
