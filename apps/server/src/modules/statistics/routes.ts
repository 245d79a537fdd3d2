import { formStatisticsSchema, monthlyStatisticsSchema, statisticsQuerySchema } from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi.ts';
import { requireSession } from '../auth/index.ts';
import { formStatistics, monthlyStatistics } from './service.ts';

const tags = ['statistics'];

/** Statistics (spec part 3 §2, issue 14): one form's figures, and the admin's months. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/forms/:id/statistics',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Every figure of the statistics page of a form over a range of creation days (a quick range, default the last 7 days, or from–to), counting the answers the person may read, as corrected',
        params: z.object({ id: z.uuid() }),
        querystring: statisticsQuerySchema,
        response: {
          200: formStatisticsSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => formStatistics(ctx, request.auth!, request.params.id, request.query),
  );

  app.get(
    '/statistics/monthly',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'The general statistics (admin only): answers per month of the last 12 months per municipality, forms and active users per municipality',
        response: { 200: monthlyStatisticsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => monthlyStatistics(ctx, request.auth!),
  );
};
