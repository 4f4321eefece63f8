import type { Role } from '@art-market/domain/rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * POST <url>: ends the caller's session, so the token stops working on the server even where it
 * was copied. Each role's login prefix has one (ADR 0004).
 */
export function addLogoutRoute(app: FastifyInstance, url: string, role: Role, tags: string[]): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      onRequest: app.authenticate(role),
      schema: { tags, security: [{ bearer: [] }], response: { 204: z.null().describe('The session has ended') } },
    },
    async (request, reply) => {
      await app.endSession(request.principal);
      return reply.status(204).send(null);
    },
  );
}
