import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('error'), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.database.ping();
        return { status: 'ok' as const, database: app.ctx.database.kind };
      } catch {
        return reply.code(503).send({ status: 'error' as const, database: 'unreachable' });
      }
    },
  );
};
