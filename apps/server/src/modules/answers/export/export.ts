import { PassThrough } from 'node:stream';
import {
  EXPORT_ROWS_MAX,
  exportLayout,
  type answerListQuerySchema,
  type ExportLayout,
  type Language,
} from '@cabildo/domain';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { apiError } from '../../../http/errors.ts';
import { exportLabels } from '../../../i18n.ts';
import { XlsxWriter } from '../../../spreadsheet/xlsx.ts';
import { requireAccess } from '../../access/index.ts';
import { reviewedForm, type ReviewForm } from '../../answer-access/index.ts';
import type { AuthContext } from '../../auth/index.ts';
import { municipalityTimeZone } from '../../geography/index.ts';
import type { AnswerFilter } from '../review/filters.ts';
import { exportBatches, exportTotal, type ExportRow } from './answers.ts';

type ExportQuery = z.output<typeof answerListQuerySchema> & { language?: Language | undefined };

/** An export the person may have: its form, filters, language and number of rows. */
export type ExportPlan = {
  auth: AuthContext;
  form: ReviewForm;
  filter: AnswerFilter;
  language: Language;
  total: number;
};

/**
 * The export's checks, before anything is sent: who may read answers (403), the form (404, then
 * the area rule), then at most EXPORT_ROWS_MAX rows. A request that names no language gets
 * `fallback` (the product's, as before languages were stored).
 */
export async function planExport(
  ctx: AppContext,
  auth: AuthContext,
  formId: string,
  query: ExportQuery,
  fallback: Language,
): Promise<ExportPlan> {
  requireAccess(auth, 'read', 'respuesta');
  const form = await reviewedForm(ctx, auth, formId);
  const { language, ...filter } = query;
  const total = await exportTotal(ctx, auth, form, filter);
  if (total > EXPORT_ROWS_MAX) throw apiError('EXPORT_TOO_LARGE');
  return { auth, form, filter, language: language ?? fallback, total };
}

/**
 * Waits for an export slot, then streams the sheet into the returned body; null when the client
 * left while waiting (a person who leaves the line gives up their place; the reply is dropped).
 */
export async function startExport(
  ctx: AppContext,
  plan: ExportPlan,
  reply: FastifyReply,
  log: FastifyBaseLogger,
): Promise<PassThrough | null> {
  const left = new AbortController();
  const leave = () => left.abort(new Error('the client left before the export started'));
  reply.raw.once('close', leave);
  let release: () => void;
  try {
    release = await ctx.exportSlots.take(left.signal);
  } catch (error) {
    if (!left.signal.aborted) throw error;
    // Nobody is there to answer: no error logged, no 5xx counted.
    log.info('the client left before the export started');
    reply.hijack();
    reply.raw.destroy();
    return null;
  } finally {
    reply.raw.off('close', leave);
  }

  const out = new PassThrough();
  out.once('close', release);
  writeExport(ctx, plan, out)
    .catch((error: unknown) => {
      // Headers are sent by now: the only way left to say "failed" is to cut the download short.
      if (!out.destroyed) log.error({ err: error }, 'the answers export failed');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    })
    .finally(release);
  return out;
}

/** The rows' cells, each made when the writer takes it. */
function* cellsOf(batch: ExportRow[], layout: ExportLayout) {
  for (const answer of batch) yield layout.row(answer);
}

/** Writes the sheet into `out` batch by batch; `out`'s backpressure paces the database reads. */
async function writeExport(ctx: AppContext, plan: ExportPlan, out: PassThrough) {
  const { auth, form, filter, language } = plan;
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
