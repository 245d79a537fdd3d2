import { jobRetryParamsSchema, jobsOverviewSchema } from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi.ts';
import { requireSession } from '../auth/index.ts';
import { JobAdministration } from './administration.ts';
import { jobCounts } from './overview.ts';

const tags = ['jobs'];

/** The background jobs (issue 20 item 1): the queues' counts, the last failures, and a retry. Admin only. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const administration = new JobAdministration(ctx);
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
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Each queue: jobs queued, running, failed, retried and completed in the last 24 hours; the last failures with their error',
        response: { 200: jobsOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => administration.overview(request.auth!),
  );

  app.post(
    '/:queue/:id/retry',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Queue a failed job again, for one more attempt',
        params: jobRetryParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await administration.retry(request.auth!, request.params.queue, request.params.id, request.ip);
      return reply.code(204).send(null);
    },
  );
};
