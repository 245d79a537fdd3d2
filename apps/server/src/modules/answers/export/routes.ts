import { PassThrough } from 'node:stream';
import {
  answerListQuerySchema,
  EXPORT_ROWS_MAX,
  languageSchema,
  exportFileName,
  exportLayout,
  type ExportLayout,
  type Language,
} from '@cabildo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { apiError } from '../../../http/errors.ts';
import { errorResponses } from '../../../http/openapi.ts';
import { type AuthContext, requires } from '../../auth/index.ts';
import type { AnswerFilter } from '../review/filters.ts';
import { reviewedForm, type ReviewForm } from '../../answer-access/index.ts';
import { exportBatches, exportTotal, type ExportRow } from './answers.ts';
import { XlsxWriter } from '../../../spreadsheet/xlsx.ts';
import { exportLabels, readerLanguage } from '../../../i18n.ts';
import { municipalityTimeZone } from '../../geography/index.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The response header with the number of answers in the file, sent before the first byte (for progress). */
export const EXPORT_COUNT_HEADER = 'x-answer-count';

/**
 * The list's filters (paging fields ignored) and the language of the headers, yes/no texts and the
 * form's texts (the web app sends its interface language); without it, the reader's (else es).
 */
const exportQuerySchema = answerListQuerySchema.and(z.object({ language: languageSchema.optional() }));

/** The rows' cells, each made when the writer takes it. */
function* cellsOf(batch: ExportRow[], layout: ExportLayout) {
  for (const answer of batch) yield layout.row(answer);
}

/** Writes the sheet into `out` batch by batch; `out`'s backpressure paces the database reads. */
async function writeExport(
  ctx: AppContext,
  auth: AuthContext,
  form: ReviewForm,
  filter: AnswerFilter,
  language: Language,
  out: PassThrough,
) {
  // Dates in the form's municipality's zone, as its statistics count them.
  const timeZone = await municipalityTimeZone(ctx.database.db, form.municipalityId);
  const layout = exportLayout(form.template, language, exportLabels(language), timeZone);
  const xlsx = await XlsxWriter.start(out, {
    sheetName: 'Sheet1',
    columnCount: layout.headers.length,
    shared: layout.repeated,
  });
  try {
    await xlsx.header(layout.headers);
    for await (const batch of exportBatches(ctx, auth, form, filter)) {
      await xlsx.rows(cellsOf(batch, layout));
    }
    await xlsx.finish();
    out.end();
  } catch (error) {
    xlsx.abort();
    throw error;
  }
}

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
      preHandler: requires('read', 'respuesta'),
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
      const auth = request.auth!;
      const form = await reviewedForm(ctx, auth, request.params.id);
      const { language: asked, ...filter } = request.query;
      // A request that names no language at all gets the product's, as before languages were stored.
      const language = asked ?? readerLanguage(request, 'es');
      const total = await exportTotal(ctx, auth, form, filter);
      if (total > EXPORT_ROWS_MAX) throw apiError('EXPORT_TOO_LARGE');

      // Wait for a slot before sending anything; a person who leaves the line gives up their place.
      const left = new AbortController();
      const leave = () => left.abort(new Error('the client left before the export started'));
      reply.raw.once('close', leave);
      let release: () => void;
      try {
        release = await slots.take(left.signal);
      } catch (error) {
        if (!left.signal.aborted) throw error;
        // Nobody is there to answer: no error logged, no 5xx counted.
        request.log.info('the client left before the export started');
        reply.hijack();
        reply.raw.destroy();
        return;
      } finally {
        reply.raw.off('close', leave);
      }

      const out = new PassThrough();
      out.once('close', release);
      const log: FastifyBaseLogger = request.log;
      writeExport(ctx, auth, form, filter, language, out)
        .catch((error: unknown) => {
          // Headers are sent by now: the only way left to say "failed" is to cut the download short.
          if (!out.destroyed) log.error({ err: error }, 'the answers export failed');
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        })
        .finally(release);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .header(EXPORT_COUNT_HEADER, String(total))
        .send(out);
    },
  );
};
