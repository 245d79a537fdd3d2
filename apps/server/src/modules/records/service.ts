import {
  answerDocumentSchema,
  formatDateTime,
  recordModel,
  type AnswerDocument,
  type FileRef,
  type Language,
} from '@cabildo/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { answers, files } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { recordTexts } from '../../i18n.ts';
import { municipalityTimeZone } from '../geography/index.ts';
import { renderRecord } from './render.ts';
import { recordSettings } from './settings-repository.ts';

/**
 * Drawing a record is one CPU-bound block of about 0.1 s. Records are drawn one at a time, each
 * after a turn of the event loop, so the rest of the API keeps answering between two while many
 * are asked for at once (bench/records).
 */
let drawing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(draw: () => Promise<T>): Promise<T> {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve)).then(draw);
  const next = drawing.then(turn, turn);
  drawing = next.catch(() => undefined);
  return next;
}

/** The files a record embeds: every image of every answer and the signatures. */
function embeddedFiles(document: AnswerDocument): FileRef[] {
  const found: FileRef[] = [];
  for (const section of document.sections)
    for (const row of section.rows)
      for (const answer of [...row.answers, ...row.conditions.flatMap((condition) => condition.answers)])
        found.push(...answer.images);
  // Images added by a correction are in its edit items, not in the stored sections.
  for (const edit of document.supervisorEdits)
    for (const item of edit.editedImages) if (item.file) found.push(item.file);
  for (const signature of document.signatures) if (signature.file) found.push(signature.file);
  return found;
}

/**
 * The PDF record of an answer (acta; spec part 3 §2, issue 15): the same for the answer view, the
 * record lookup, the saved page's voucher and the e-mail copy. Callers decide who may have it.
 */
export class RecordService {
  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The record of the answer `answerId` (404 when there is none). */
  async pdf(answerId: string, language: Language): Promise<Buffer> {
    const [row] = await this.ctx.database.db
      .select({ document: answers.document })
      .from(answers)
      .where(eq(answers.id, answerId))
      .limit(1);
    if (!row) throw apiError('NOT_FOUND', { resource: 'Answer' });
    return this.draw(answerDocumentSchema.parse(row.document), language);
  }

  /** The record of an answer already read. */
  async draw(document: AnswerDocument, language: Language): Promise<Buffer> {
    const { settings, logo } = await recordSettings(this.ctx, document.municipality.id);
    const timeZone = await municipalityTimeZone(this.ctx.database.db, document.municipality.id);
    const text = recordTexts(language);
    const code = document.pdfDownloadCode;
    const images = await this.images(embeddedFiles(document));
    return oneAtATime(() =>
      renderRecord({
        model: recordModel(document, settings, text, language, timeZone),
        settings,
        portable: settings.portablePrint,
        logo: logo?.bytes ?? null,
        header: {
          name: settings.municipalityName || document.municipality.name,
          extraInfo: settings.extraInfo,
        },
        images,
        lookup: code
          ? {
              url: `${this.ctx.config.appUrl}/actas/consultar?codigo=${encodeURIComponent(code)}`,
              code,
            }
          : null,
        text,
        language,
        generatedAt: formatDateTime(new Date(), timeZone),
      }),
    );
  }

  /** The bytes of the given files by id; a file that cannot be read is left out (the record says so). */
  private async images(refs: FileRef[]): Promise<Map<string, Buffer>> {
    const ids = [...new Set(refs.map((ref) => ref.id))];
    const found = new Map<string, Buffer>();
    if (ids.length === 0) return found;
    const rows = await this.ctx.database.db
      .select({
        id: files.id,
        storageKey: files.storageKey,
        contentType: files.contentType,
      })
      .from(files)
      .where(inArray(files.id, ids));
    await Promise.all(
      rows
        .filter((row) => row.contentType === 'image/png' || row.contentType === 'image/jpeg')
        .map(async (row) => {
          try {
            const bytes = await this.ctx.storage.get(row.storageKey);
            if (bytes) found.set(row.id, bytes);
          } catch (error) {
            this.log.warn({ err: error, fileId: row.id }, 'record: an image could not be read');
          }
        }),
    );
    return found;
  }
}
