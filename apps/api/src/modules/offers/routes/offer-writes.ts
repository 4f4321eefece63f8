import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey, ThrottleRules } from '#api/plugins/throttle.ts';

/** Every offer write (an offer, an answer, a counter) counts against the account's and the client address's limits. */
export const throttleOfferWrites = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await app.ctx.throttle.take([
    [`offer-write:${request.principal.role}:${request.principal.id}`, ThrottleRules.offerWritesPerAccount],
    [`offer-write-ip:${clientKey(request.ip)}`, ThrottleRules.offerWritesPerIp],
  ]);
};
