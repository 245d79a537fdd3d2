import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CABILDO_VERSION } from '../../version.ts';

/** How long one readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 3000;

/** Resolves with the check's verdict, or 'unreachable' when it throws or takes too long. */
async function within<T extends string>(check: () => Promise<T>): Promise<T | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => 'unreachable' as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  shuttingDown: z.boolean(),
  database: z.enum(['ok', 'unreachable']).optional(),
  storage: z.enum(['ok', 'unreachable']).optional(),
  /** `ahead`: a newer version migrated the database; this one still serves (a rolling upgrade). */
  migrations: z.enum(['current', 'ahead', 'behind', 'unreachable']).optional(),
  /** The journal's migrations the database lacks. */
  missingMigrations: z.array(z.string()).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check, with the running version of Cabildo',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            /** Cabildo's version (semantic versioning, the same for the whole repository; CHANGELOG.md). */
            version: z.string(),
          }),
          503: z.object({ status: z.literal('error'), database: z.string(), version: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.database.ping();
        return { status: 'ok' as const, database: app.ctx.database.kind, version: CABILDO_VERSION };
      } catch {
        return reply
          .code(503)
          .send({ status: 'error' as const, database: 'unreachable', version: CABILDO_VERSION });
      }
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness for a load balancer: database and file storage reachable, migrations current, not shutting down; 503 names what failed',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      // Shutting down: at once, with no check, so the load balancer stops sending here.
      if (ctx.lifecycle.shuttingDown)
        return reply.code(503).send({ status: 'not-ready' as const, shuttingDown: true });
      let missingMigrations: string[] = [];
      const [database, storage, migrations] = await Promise.all([
        within(async () => {
          await ctx.database.ping();
          return 'ok' as const;
        }),
        within(async () => {
          await ctx.storage.check();
          return 'ok' as const;
        }),
        within(async () => {
          const status = await ctx.database.migrationStatus();
          missingMigrations = status.missing;
          if (status.missing.length > 0) return 'behind' as const;
          return status.unknown > 0 ? ('ahead' as const) : ('current' as const);
        }),
      ]);
      const ready =
        database === 'ok' && storage === 'ok' && (migrations === 'current' || migrations === 'ahead');
      return reply.code(ready ? 200 : 503).send({
        status: ready ? ('ready' as const) : ('not-ready' as const),
        shuttingDown: false,
        database,
        storage,
        migrations,
        ...(missingMigrations.length > 0 ? { missingMigrations } : {}),
      });
    },
  );
};
