import { jobRetryParamsSchema, jobsOverviewSchema } from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi.ts';
import { audit } from '../audit.ts';
import { requires } from '../auth/index.ts';
import { jobCounts, jobsOverview } from './overview.ts';

const tags = ['jobs'];
// Whoever manages every user: the admin only (as /municipios).
const guard = requires('manage', 'usuario');

/** The background jobs (issue 20 item 1): the queues' counts, the last failures, and a retry. Admin only. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.metrics.gauge(
    'cabildo_job_queue_depth',
    'Background jobs per queue: waiting (queued, or waiting for a retry), running (active) and failed for good',
    ['queue', 'state'],
    async (gauge) => {
      for (const queue of await jobCounts(ctx.database)) {
        gauge.set({ queue: queue.name, state: 'queued' }, queue.queued);
        gauge.set({ queue: queue.name, state: 'active' }, queue.active);
        gauge.set({ queue: queue.name, state: 'failed' }, queue.failed);
      }
    },
  );

  app.get(
    '/',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Each queue: jobs queued, running, failed, retried and completed in the last 24 hours; the last failures with their error',
        response: { 200: jobsOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => jobsOverview(ctx.database),
  );

  app.post(
    '/:queue/:id/retry',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Queue a failed job again, for one more attempt',
        params: jobRetryParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { queue, id } = request.params;
      if (!(await ctx.jobs.retry(queue, id))) throw apiError('NOT_FOUND', { resource: 'Failed job' });
      await audit(ctx.database.db, {
        actorId: request.auth!.row.id,
        action: 'retry',
        subject: 'trabajo',
        subjectId: id,
        after: { queue },
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  );
};
