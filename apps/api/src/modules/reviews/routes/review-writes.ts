import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ThrottleRules } from '#api/plugins/throttle.ts';

/** Every review write (a review, its edit or photo, a studio reply) counts against the account's limit. */
export const throttleReviewWrites = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await app.ctx.throttle.take([
    [`review-write:${request.principal.role}:${request.principal.id}`, ThrottleRules.reviewWritesPerAccount],
  ]);
};
