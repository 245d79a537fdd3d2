import { answerListQuerySchema, exportFileName, languageSchema } from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/openapi.ts';
import { readerLanguage } from '../../../i18n.ts';
import { requireSession } from '../../auth/index.ts';
import { planExport, startExport } from './export.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The response header with the number of answers in the file, sent before the first byte (for progress). */
export const EXPORT_COUNT_HEADER = 'x-answer-count';

/**
 * The list's filters (paging fields ignored) and the language of the headers, yes/no texts and the
 * form's texts (the web app sends its interface language); without it, the reader's (else es).
 */
const exportQuerySchema = answerListQuerySchema.and(z.object({ language: languageSchema.optional() }));

/** The Excel export of a form's answers (spec part 3 §2, §9; issue 6 item 4). */
export const answerExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const slots = ctx.exportSlots;
  ctx.metrics.gauge(
    'cabildo_exports',
    'Excel exports being written, and waiting for a slot (EXPORT_CONCURRENCY), on this instance',
    ['state'],
    (gauge) => {
      gauge.set({ state: 'running' }, slots.inUse);
      gauge.set({ state: 'waiting' }, slots.waiting);
    },
  );

  app.get(
    '/:id/answers/export',
    {
      preHandler: requireSession,
      schema: {
        tags: ['answers'],
        summary:
          'The answers of a form the person may see, with the list filters, as a streamed .xlsx (sheet Sheet1, one row per answer, one column per question); x-answer-count holds the number of rows',
        params: z.object({ id: z.uuid() }),
        querystring: exportQuerySchema,
        response: {
          200: z.any().describe('The .xlsx file'),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const language = readerLanguage(request, 'es');
      const plan = await planExport(ctx, request.auth!, request.params.id, request.query, language);
      const body = await startExport(ctx, plan, reply, request.log);
      if (!body) return;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .header(EXPORT_COUNT_HEADER, String(plan.total))
        .send(body);
    },
  );
};
