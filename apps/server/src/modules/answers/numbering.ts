import {
  ANSWER_CODE_FALLBACK_PREFIX,
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
 * Takes the form's next number and writes the answer and its audit event in ONE statement, so the
 * form's row lock is held only for that statement and the commit — not across round trips — and
 * many people can answer one form at once. The code is built as `answerCode` builds it (prefix,
 * dash, number; `DESC` without a prefix); a failure anywhere rolls the number back with the answer,
 * so codes stay unique and gap-free. Null when the form was deleted meanwhile.
 */
export async function insertNumbered(tx: DbOrTx, answer: NumberedAnswer): Promise<SavedAnswer | null> {
  const result = await tx.execute<{
    id: string;
    form_id: string;
    code: string;
    pdf_download_code: string | null;
  }>(sql`
    with counter as (
      update forms set last_key_number = last_key_number + 1
      where id = ${answer.formId}::uuid and deleted = false
      returning coalesce(nullif(btrim(key_prefix), ''), ${ANSWER_CODE_FALLBACK_PREFIX}) || '-' || last_key_number as code
    ),
    numbered as (
      select code,
        case when ${answer.withPdfCode}::boolean then left(${answer.id}::text, 3) || code end as pdf_code
      from counter
    ),
    inserted as (
      insert into answers (id, form_id, code, document, created_by, created_by_name, citizen_id,
        citizen_document, state, public, pdf_download_code, client_submission_id, latitude, longitude,
        created_at, updated_at)
      select ${answer.id}::uuid, ${answer.formId}::uuid, code,
        ${JSON.stringify(answer.document)}::jsonb || jsonb_build_object('code', code, 'pdfDownloadCode', pdf_code),
        ${answer.createdBy}::uuid, ${answer.createdByName}::text, ${answer.citizenId}::text,
        ${answer.citizenDocument}::text,
        ${answer.state}::int, ${answer.public}::boolean, pdf_code, ${answer.clientSubmissionId}::uuid,
        ${answer.latitude}::double precision,
        ${answer.longitude}::double precision, ${answer.now.toISOString()}::timestamptz,
        ${answer.now.toISOString()}::timestamptz
      from numbered
      returning id, form_id, code, pdf_download_code
    ),
    audited as (
      insert into audit_events (actor_id, action, subject, subject_id, after, ip)
      select ${answer.createdBy}::uuid, 'create', 'respuesta', id::text,
        jsonb_build_object('formId', form_id, 'code', code, 'mode', ${answer.audit.mode}::text,
          'incident', ${JSON.stringify(answer.audit.incident)}::jsonb),
        ${answer.audit.ip}::text
      from inserted
    )
    select id, form_id, code, pdf_download_code from inserted`);
  const row = result.rows[0];
  return row
    ? { id: row.id, formId: row.form_id, code: row.code, pdfDownloadCode: row.pdf_download_code }
    : null;
}
