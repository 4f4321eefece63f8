import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStopping, markStopping } from '../readiness.ts';

const readiness = z.object({ status: z.enum(['ready', 'stopping', 'database unavailable']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) } } },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  // A load balancer sends traffic only where this answers 200: from the moment a stop begins (the signal,
  // before the stop's grace; or the close) it answers 503, while the requests under way finish.
  app.addHook('preClose', async () => markStopping(app.ctx));
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        description: '200 while this instance takes traffic: its database answers and it is not stopping.',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (request, reply) => {
      if (isStopping(app.ctx)) return reply.status(503).send({ status: 'stopping' });
      try {
        await app.ctx.db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database did not answer');
        return reply.status(503).send({ status: 'database unavailable' });
      }
      return { status: 'ready' as const };
    },
  );
};
