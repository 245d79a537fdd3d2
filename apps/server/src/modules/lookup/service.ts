import { createHash } from 'node:crypto';
import {
  altTextsSchema,
  answerDocumentSchema,
  isDownloadCodeShape,
  type Language,
  type StatusLookupResult,
} from '@cabildo/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { answers, forms, municipalities } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import { RecordService } from '../records/index.ts';

/** The one answer to every status lookup that finds nothing to show, whatever the reason. */
export const statusNotFound = () => apiError('STATUS_NOT_FOUND');

/** The one answer to every record lookup that finds no record. */
export const recordNotFound = () => apiError('RECORD_NOT_FOUND');

/**
 * What an audit event keeps of a code that found nothing: never the code (a person may type
 * anything, a document number included), only its length and, for a code of the download-code
 * shape (random, about 70 bits, so not reversible), a short hash that tells repeated guesses apart.
 */
export const missedCode = (code: string, hashed: boolean) => ({
  found: false,
  codeLength: code.length,
  ...(hashed ? { codeHash: createHash('sha256').update(code).digest('hex').slice(0, 16) } : {}),
});

/** The current state's name, from the state block the answer carries (its column names the id). */
const stateName = sql<string | null>`(
  select s->>'name' from jsonb_array_elements(${answers.document}->'state'->'available') s
  where (s->>'id')::int = ${answers.state} limit 1)`;

/**
 * The public status lookup (spec part 3 §2, §7 "answers by codigoMunicipio equal to the code and
 * opcionales.publico true"): the one answer with this code, compared without case, if it was given
 * to a public form — the flag the answer was saved with, so an answer keeps being found if its form
 * is made private later — whose form is not deleted, in a municipality not disabled, and which has
 * workflow states. Codes are unique since each form has its own prefix (migration 0021); a code
 * issued before that to several forms of a municipality (KEYWORD-n) names no single procedure, so
 * the lookup does not guess: it finds nothing. Anything else is STATUS_NOT_FOUND, whatever the reason.
 */
export async function lookUpStatus(ctx: AppContext, code: string, ip: string): Promise<StatusLookupResult> {
  const db = ctx.database.db;
  const named = await db
    .select({
      id: answers.id,
      code: answers.code,
      title: sql<string | null>`${answers.document}#>>'{template,title}'`,
      titleAlt: sql<unknown>`${answers.document}#>'{template,titleAlt}'`,
      stateName,
      shown: sql<boolean>`${and(
        sql`${answers.public}`,
        isNotNull(answers.state),
        eq(forms.deleted, false),
        // A disabled municipality's public pages are closed (its public forms too).
        eq(municipalities.disabled, false),
      )}`,
    })
    .from(answers)
    .innerJoin(forms, eq(forms.id, answers.formId))
    .innerJoin(municipalities, eq(municipalities.id, forms.municipalityId))
    .where(sql`upper(${answers.code}) = ${code.toUpperCase()}`)
    .limit(2);
  const ambiguous = named.length > 1;
  const found = !ambiguous && named[0]?.shown ? named[0] : undefined;
  await audit(db, {
    actorId: null,
    action: 'status.lookup',
    subject: 'respuesta',
    subjectId: found?.id ?? null,
    after: found
      ? { found: true, code: found.code }
      : {
          ...missedCode(code, false),
          ...(ambiguous ? { ambiguous: true } : {}),
        },
    ip,
  });
  if (!found?.stateName) throw statusNotFound();
  return {
    code: found.code,
    formTitle: found.title ?? '',
    formTitleAlt: altTextsSchema.safeParse(found.titleAlt ?? {}).data ?? {},
    stateName: found.stateName,
  };
}

/**
 * The record lookup (spec part 3 §2, §5, §7 "answers by pdfDownloadCode"): the PDF record of the
 * answer whose download code is exactly `code` (case matters, nothing trimmed), of a form not
 * deleted, in a municipality not disabled. A code that cannot be a download code is refused before
 * the database is asked; every miss is the same RECORD_NOT_FOUND.
 */
export class RecordLookup {
  private readonly records: RecordService;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.records = new RecordService(ctx, log);
  }

  async find(code: string, language: Language, ip: string): Promise<{ code: string; pdf: Buffer }> {
    if (!isDownloadCodeShape(code)) throw recordNotFound();
    const db = this.ctx.database.db;
    const [found] = await db
      .select({
        id: answers.id,
        code: answers.code,
        document: answers.document,
      })
      .from(answers)
      .innerJoin(forms, eq(forms.id, answers.formId))
      .innerJoin(municipalities, eq(municipalities.id, forms.municipalityId))
      .where(
        and(
          eq(answers.pdfDownloadCode, code),
          eq(forms.deleted, false),
          // A disabled municipality's public pages are closed, as in the status lookup.
          eq(municipalities.disabled, false),
        ),
      )
      .limit(1);
    if (!found) {
      await audit(db, {
        actorId: null,
        action: 'record.lookup',
        subject: 'respuesta',
        after: missedCode(code, true),
        ip,
      });
      throw recordNotFound();
    }
    const pdf = await this.records.draw(answerDocumentSchema.parse(found.document), language);
    await audit(db, {
      actorId: null,
      action: 'record.lookup',
      subject: 'respuesta',
      subjectId: found.id,
      after: { found: true, language },
      ip,
    });
    return { code: found.code, pdf };
  }
}
