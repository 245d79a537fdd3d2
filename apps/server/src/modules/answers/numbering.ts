import {
  ANSWER_CODE_FALLBACK_PREFIX,
  exportValues,
  type AnswerDocument,
  type AnswerMode,
  type SavedAnswer,
} from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export type NumberedAnswer = {
  id: string;
  formId: string;
  /** Written with an empty code and no pdf code: this statement fills both in. */
  document: AnswerDocument;
  createdBy: string | null;
  createdByName: string;
  citizenId: string | null;
  citizenDocument: string | null;
  state: number | null;
  public: boolean;
  withPdfCode: boolean;
  clientSubmissionId: string;
  latitude: number | null;
  longitude: number | null;
  now: Date;
  audit: { mode: AnswerMode; incident: AnswerDocument['incident']; ip: string };
};

/**
 * Takes the next numbers of one form and writes the answers and their audit events in ONE
 * statement, so the form's row lock is held only for that statement and the commit — not across
 * round trips. The code is built as `answerCode` builds it (prefix, dash, number; `DESC` without
 * a prefix; keywords are upper-case letters, so trimming agrees); a failure anywhere rolls the
 * numbers back with the answers, so codes stay unique and gap-free. Every answer must be of the
 * same form. Answers are returned by id; none when the form was deleted meanwhile.
 */
export async function insertNumberedBatch(
  tx: DbOrTx,
  batch: NumberedAnswer[],
): Promise<Map<string, SavedAnswer>> {
  const formId = batch[0]!.formId;
  const rows = batch.map((answer, index) => ({
    ord: index + 1,
    id: answer.id,
    document: answer.document,
    export_values: exportValues(answer.document, answer.createdByName),
    created_by: answer.createdBy,
    created_by_name: answer.createdByName,
    citizen_id: answer.citizenId,
    citizen_document: answer.citizenDocument,
    state: answer.state,
    is_public: answer.public,
    with_pdf_code: answer.withPdfCode,
    client_submission_id: answer.clientSubmissionId,
    latitude: answer.latitude,
    longitude: answer.longitude,
    at: answer.now.toISOString(),
    mode: answer.audit.mode,
    incident: answer.audit.incident,
    ip: answer.audit.ip,
  }));
  const result = await tx.execute<{
    id: string;
    code: string;
    pdf_download_code: string | null;
  }>(sql`
    with counter as (
      update forms set last_key_number = last_key_number + ${batch.length}::int
      where id = ${formId}::uuid and deleted = false
      returning coalesce(nullif(btrim(key_prefix), ''), ${ANSWER_CODE_FALLBACK_PREFIX}::text) as prefix,
        last_key_number - ${batch.length}::int as base
    ),
    numbered as (
      select incoming.*, prefix || '-' || (base + ord) as code,
        case when with_pdf_code then left(incoming.id::text, 3) || prefix || '-' || (base + ord) end as pdf_code
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as incoming(
        ord int, id uuid, document jsonb, export_values text, created_by uuid, created_by_name text, citizen_id text,
        citizen_document text, state int, is_public boolean, with_pdf_code boolean,
        client_submission_id uuid, latitude double precision, longitude double precision,
        at timestamptz, mode text, incident jsonb, ip text)
      cross join counter
    ),
    inserted as (
      insert into answers (id, form_id, code, document, export_values, created_by, created_by_name, citizen_id,
        citizen_document, state, public, pdf_download_code, client_submission_id, latitude, longitude,
        created_at, updated_at)
      select id, ${formId}::uuid, code,
        document || jsonb_build_object('code', code, 'pdfDownloadCode', pdf_code), export_values,
        created_by, created_by_name, citizen_id, citizen_document, state, is_public, pdf_code,
        client_submission_id, latitude, longitude, at, at
      from numbered order by ord
      returning id, code, pdf_download_code
    ),
    audited as (
      insert into audit_events (actor_id, action, subject, subject_id, after, ip)
      select created_by, 'create', 'respuesta', id::text,
        jsonb_build_object('formId', ${formId}::text, 'code', code, 'mode', mode, 'incident', incident), ip
      from numbered where id in (select id from inserted)
    )
    select id, code, pdf_download_code from inserted`);
  return new Map(
    result.rows.map((row) => [
      row.id,
      { id: row.id, formId, code: row.code, pdfDownloadCode: row.pdf_download_code },
    ]),
  );
}

/** One answer, numbered and written in one statement (inside the caller's transaction). */
export async function insertNumbered(tx: DbOrTx, answer: NumberedAnswer): Promise<SavedAnswer | null> {
  const saved = (await insertNumberedBatch(tx, [answer])).get(answer.id);
  return saved
    ? { id: saved.id, formId: saved.formId, code: saved.code, pdfDownloadCode: saved.pdfDownloadCode }
    : null;
}

type Job = {
  answer: NumberedAnswer;
  resolve: (saved: SavedAnswer | null) => void;
  reject: (error: unknown) => void;
};
const BATCH_MAX = 200;

/**
 * Group commit per form. A form's number lock is held until its commit reaches the disk, so
 * answers to one form are written one commit at a time; saves that arrive meanwhile wait here and
 * go together in the next statement — one lock, one commit for all of them. A batch that fails is
 * retried answer by answer, so one refused answer never fails the others. (Across server instances
 * the row lock still orders everything.)
 */
export class AnswerNumbering {
  private readonly queues = new Map<string, Job[]>();

  constructor(private readonly db: DbOrTx) {}

  save(answer: NumberedAnswer): Promise<SavedAnswer | null> {
    return new Promise((resolve, reject) => {
      const job = { answer, resolve, reject };
      const queue = this.queues.get(answer.formId);
      if (queue) {
        queue.push(job);
        return;
      }
      this.queues.set(answer.formId, [job]);
      void this.drain(answer.formId);
    });
  }

  private async drain(formId: string) {
    const queue = this.queues.get(formId)!;
    while (queue.length > 0) await this.write(queue.splice(0, BATCH_MAX));
    this.queues.delete(formId);
  }

  private async write(batch: Job[]): Promise<void> {
    try {
      const saved = await insertNumberedBatch(
        this.db,
        batch.map((job) => job.answer),
      );
      for (const job of batch) {
        const row = saved.get(job.answer.id);
        job.resolve(
          row
            ? { id: row.id, formId: row.formId, code: row.code, pdfDownloadCode: row.pdfDownloadCode }
            : null,
        );
      }
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const job of batch) await this.write([job]);
    }
  }
}
