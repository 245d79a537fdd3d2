import {
  answerDocumentSchema,
  correctedExportValues,
  exportValues,
  type AnswerDocument,
  type AnswerMode,
  type ExportSource,
} from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { answers } from '../../db/schema/index.ts';
import { formTimeZones, serverTimeZone } from '../geography/index.ts';
import { newStatisticsValues } from './statistics-counts.ts';

/*
 * The read side of answer rows, beside their one writer (repository.ts): the export values of a
 * document, the columns a numbered insert takes, the version a change is checked against, and the
 * queries that find what the backfills have still to fill (and compute it). Nothing here writes.
 */

/** The export values of a stored document, as the export shows it (a document the schema refuses: its parts as they are). */
export function exportValuesOf(document: unknown, createdByName: string | null): string {
  const parsed = answerDocumentSchema.safeParse(document);
  return parsed.success
    ? correctedExportValues(parsed.data, createdByName)
    : exportValues((document ?? {}) as ExportSource, createdByName);
}

export type NumberedAnswer = {
  id: string;
  formId: string;
  /** Written with an empty code: the insert fills it in. */
  document: AnswerDocument;
  createdBy: string | null;
  createdByName: string;
  citizenId: string | null;
  citizenDocument: string | null;
  state: number | null;
  public: boolean;
  clientSubmissionId: string;
  latitude: number | null;
  longitude: number | null;
  now: Date;
  /** The form's municipality's time zone: the day and hour the statistics count the answer in. */
  timeZone: string;
  audit: { mode: AnswerMode; incident: AnswerDocument['incident']; ip: string };
};

/** An answer's columns as the numbered insert reads them. */
export function numberedRow(answer: NumberedAnswer, index: number) {
  return {
    ord: index + 1,
    id: answer.id,
    document: answer.document,
    // The code the statement adds is not among the exported parts.
    export_values: correctedExportValues(answer.document, answer.createdByName),
    created_by: answer.createdBy,
    created_by_name: answer.createdByName,
    citizen_id: answer.citizenId,
    citizen_document: answer.citizenDocument,
    state: answer.state,
    is_public: answer.public,
    pdf_code: answer.document.pdfDownloadCode,
    client_submission_id: answer.clientSubmissionId,
    payment_order_id: answer.document.paymentOrderId,
    latitude: answer.latitude,
    longitude: answer.longitude,
    at: answer.now.toISOString(),
    mode: answer.audit.mode,
    incident: answer.audit.incident,
    ip: answer.audit.ip,
  };
}

/** An answer as it was read for a change: the change applies only while it is still this version. */
export type AnswerVersion = {
  id: string;
  /** updated_at as the database printed it when read (no rounding to milliseconds). */
  version: string;
  /** The stored document as it is, unknown keys included: the change patches it, never drops them. */
  raw: Record<string, unknown>;
  createdByName: string | null;
};

/**
 * What the export values are computed from, as JSON text (parsed in node, not by the driver): the
 * whole document, as a correction's edits are replayed with the answer's own copy of the form.
 */
export const partsSql = sql`(jsonb_build_object('createdByName', ${answers.createdByName}, 'document', ${answers.document}))::text`;

/** The export values from `partsSql`'s text. */
export function valuesOfParts(parts: string): string {
  const { createdByName, document } = JSON.parse(parts) as {
    createdByName: string | null;
    document: unknown;
  };
  return exportValuesOf(document, createdByName);
}

/** Up to `batch` answers without export values, each with its row version and its values computed. */
export async function missingExportValues(tx: DbOrTx, batch: number) {
  const missing = await tx.execute<{
    id: string;
    version: string;
    parts: string;
  }>(sql`
    select ${answers.id} as id, ${answers}.xmin::text as version, ${partsSql} as parts
    from ${answers} where ${answers.exportValues} is null limit ${batch}`);
  return missing.rows.map((row) => ({
    id: row.id,
    version: row.version,
    values: valuesOfParts(row.parts),
  }));
}

/**
 * Up to `batch` answers not yet in the statistics, each with its row version and its statistics
 * values computed (in its form's municipality's time zone).
 */
export async function uncountedStatistics(tx: DbOrTx, batch: number) {
  const missing = await tx.execute<{
    id: string;
    version: string;
    form_id: string;
    created_by: string | null;
    state: number | null;
    created_at: string;
    document: string;
  }>(sql`
    select ${answers.id} as id, ${answers}.xmin::text as version, ${answers.formId} as form_id,
      ${answers.createdBy} as created_by, ${answers.state} as state,
      to_json(${answers.createdAt})#>>'{}' as created_at, ${answers.document}::text as document
    from ${answers} where ${answers.statisticsValues} is null limit ${batch}`);
  const zones = await formTimeZones(
    tx,
    missing.rows.map((row) => row.form_id),
  );
  return missing.rows.map((row) => {
    const document = JSON.parse(row.document) as { mode?: string };
    return {
      row,
      mode: document.mode ?? null,
      values: newStatisticsValues(
        document,
        new Date(row.created_at),
        zones.get(row.form_id) ?? serverTimeZone(),
      ),
    };
  });
}
