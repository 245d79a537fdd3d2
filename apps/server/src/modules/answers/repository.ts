import {
  ANSWER_CODE_FALLBACK_PREFIX,
  correctedExportValues,
  type AnswerDocument,
  type AnswerState,
  type SavedAnswer,
  type StateHistoryEntry,
} from '@cabildo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { answers, files } from '../../db/schema/index.ts';
import { audit, type AuditEntry } from '../audit.ts';
import { createdEventsCte, queueAnswerEvents, queueDeletion } from '../webhooks/index.ts';
import {
  changedStatisticsValues,
  CountChanges,
  countsUpserts,
  newStatisticsValues,
  writeCounts,
} from './statistics-counts.ts';
import { formTimeZones, serverTimeZone } from '../geography/index.ts';
import {
  exportValuesOf,
  missingExportValues,
  numberedRow,
  uncountedStatistics,
  type AnswerVersion,
  type NumberedAnswer,
} from './answer-rows.ts';

/*
 * The one writer of answer rows. Every insert, update and delete of `answers` goes through here,
 * and each write sets the columns derived from the document in the same statement: export_values
 * (what the Excel export shows, `exportValuesOf`), statistics_values (what the statistics count,
 * statistics-counts.ts), state (the document's current state) and updated_at. The audit event, the
 * change of the statistics counts and the webhook deliveries of the write (webhooks/outbox.ts:
 * created, corrected, state changed, deleted) are written in the same transaction. The reads and
 * pure helpers (export values, the insert's columns, the backfills' selects) are in answer-rows.ts.
 */

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
  const counts = new CountChanges();
  const rows = batch.map((answer, index) => {
    const statistics = newStatisticsValues(answer.document, answer.now, answer.timeZone);
    counts.addValues(
      {
        formId,
        createdBy: answer.createdBy,
        citizenPortal: answer.document.mode === 'citizen-portal',
      },
      { values: null, state: null },
      { values: statistics, state: answer.state },
    );
    return { ...numberedRow(answer, index), statistics_values: statistics };
  });
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
      select incoming.*, prefix || '-' || (base + ord) as code
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as incoming(
        ord int, id uuid, document jsonb, export_values text, statistics_values text, created_by uuid,
        created_by_name text, citizen_id text, citizen_document text, state int, is_public boolean,
        pdf_code text, payment_order_id text, client_submission_id uuid, latitude double precision,
        longitude double precision, at timestamptz, mode text, incident jsonb, ip text)
      cross join counter
    ),
    inserted as (
      insert into answers (id, form_id, code, document, export_values, statistics_values, created_by,
        created_by_name, citizen_id, citizen_document, state, public, pdf_download_code,
        client_submission_id, payment_order_id, latitude, longitude, created_at, updated_at)
      select id, ${formId}::uuid, code,
        document || jsonb_build_object('code', code), export_values,
        statistics_values, created_by, created_by_name, citizen_id, citizen_document, state, is_public,
        pdf_code, client_submission_id, payment_order_id, latitude, longitude, at, at
      from numbered order by ord
      returning id, code, pdf_download_code
    ),
    audited as (
      insert into audit_events (actor_id, action, subject, subject_id, after, ip)
      select created_by, 'create', 'respuesta', id::text,
        jsonb_build_object('formId', ${formId}::text, 'code', code, 'mode', mode, 'incident', incident), ip
      from numbered where id in (select id from inserted)
    ),
    ${createdEventsCte(formId)},
    ${countsUpserts(counts.toRows(), sql`exists (select 1 from counter)`)}
    select id, code, pdf_download_code from inserted`);
  return new Map(
    result.rows.map((row) => [
      row.id,
      {
        id: row.id,
        formId,
        code: row.code,
        pdfDownloadCode: row.pdf_download_code,
      },
    ]),
  );
}

/** One answer, numbered and written in one statement (inside the caller's transaction). */
export async function insertNumbered(tx: DbOrTx, answer: NumberedAnswer): Promise<SavedAnswer | null> {
  return (await insertNumberedBatch(tx, [answer])).get(answer.id) ?? null;
}

type AnswerInsert = typeof answers.$inferInsert;

/** Answers already numbered (the demo seed), with their export values, statistics and state from the document. */
export async function insertAnswerRows(
  tx: DbOrTx,
  rows: (Omit<AnswerInsert, 'document' | 'exportValues' | 'statisticsValues' | 'state'> & {
    document: AnswerDocument;
  })[],
): Promise<void> {
  const counts = new CountChanges();
  const zones = await formTimeZones(
    tx,
    rows.map((row) => row.formId),
  );
  const values = rows.map((row) => {
    const state = row.document.state?.current ?? null;
    const statisticsValues = newStatisticsValues(
      row.document,
      row.createdAt ?? new Date(),
      zones.get(row.formId) ?? serverTimeZone(),
    );
    counts.addValues(
      {
        formId: row.formId,
        createdBy: row.createdBy ?? null,
        citizenPortal: row.document.mode === 'citizen-portal',
      },
      { values: null, state: null },
      { values: statisticsValues, state },
    );
    return {
      ...row,
      exportValues: correctedExportValues(row.document, row.createdByName ?? null),
      statisticsValues,
      state,
    };
  });
  await tx.insert(answers).values(values);
  await writeCounts(tx, counts);
}

export type AnswerChange = {
  /** The document's top-level parts that change. */
  patch: Record<string, unknown>;
  /** The state block after a move, or null when the state stays. */
  state: AnswerState | null;
  /** The columns that mirror changed parts of the document (a correction's citizen and place). */
  columns?: Pick<AnswerInsert, 'citizenId' | 'citizenDocument' | 'latitude' | 'longitude'>;
  at: Date;
  audit: AuditEntry;
};

/**
 * Writes a changed document (correction, completion) with its export values, last update and state,
 * in one UPDATE that applies only while the answer is the version that was checked, then the audit
 * event. False when the answer changed meanwhile (nothing written).
 */
export async function updateAnswer(
  tx: DbOrTx,
  answer: AnswerVersion,
  change: AnswerChange,
): Promise<boolean> {
  const { state, at } = change;
  const document = {
    ...answer.raw,
    ...change.patch,
    updatedAt: at.toISOString(),
    ...(state ? { state } : {}),
  };
  const thisVersion = and(
    eq(answers.id, answer.id),
    sql`${answers.updatedAt} = ${answer.version}::timestamptz`,
  );
  // What was counted of this version (locked until the commit, so the counts change with the row).
  const [counted] = await tx
    .select({
      formId: answers.formId,
      createdBy: answers.createdBy,
      mode: sql<string | null>`${answers.document}->>'mode'`,
      state: answers.state,
      statisticsValues: answers.statisticsValues,
    })
    .from(answers)
    .where(thisVersion)
    .for('update');
  if (!counted) return false;
  const statisticsValues = changedStatisticsValues(counted.statisticsValues, document);
  const [written] = await tx
    .update(answers)
    .set({
      document,
      exportValues: exportValuesOf(document, answer.createdByName),
      statisticsValues,
      ...change.columns,
      updatedAt: at,
      ...(state ? { state: state.current } : {}),
    })
    .where(thisVersion)
    .returning({ id: answers.id });
  if (!written) return false;
  const counts = new CountChanges();
  counts.addValues(
    {
      formId: counted.formId,
      createdBy: counted.createdBy,
      citizenPortal: counted.mode === 'citizen-portal',
    },
    { values: counted.statisticsValues, state: counted.state },
    { values: statisticsValues, state: state ? state.current : counted.state },
  );
  await writeCounts(tx, counts);
  await audit(tx, change.audit);
  // The answers changed (a correction, a completion, a citizen's revision), or only its requests
  // for changes (no event); a move of the state is an event of its own.
  const corrected = 'sections' in change.patch || 'supervisorEdits' in change.patch;
  await queueAnswerEvents(tx, answer.id, at, [
    ...(corrected ? [{ type: 'answer.corrected' as const }] : []),
    ...(state ? [{ type: 'answer.state_changed' as const, fromState: counted.state }] : []),
  ]);
  return true;
}

export type StateMove = {
  answerId: string;
  from: number;
  entry: StateHistoryEntry;
  at: Date;
  audit: AuditEntry;
};

/**
 * Moves an answer to `entry.stateId` with its history entry, the state column and the last update,
 * in one UPDATE of the document that applies only while the answer is still in state `from`, then
 * the audit event. The export values stay: they show the states' names (`state.available`), never
 * the current state or the history (the export reads the current state from its column).
 * Null when the answer was no longer in that state.
 */
export async function moveAnswerState(
  tx: DbOrTx,
  move: StateMove,
): Promise<{ state: unknown; updatedAt: Date } | null> {
  const { entry } = move;
  const [moved] = await tx
    .update(answers)
    .set({
      document: sql`jsonb_set(jsonb_set(jsonb_set(${answers.document},
          '{state,current}', to_jsonb(${entry.stateId}::int)),
          '{state,history}', coalesce(${answers.document}#>'{state,history}', '[]'::jsonb) || jsonb_build_array(${JSON.stringify(entry)}::jsonb)),
          '{updatedAt}', to_jsonb(${entry.date}::text))`,
      state: entry.stateId,
      updatedAt: move.at,
    })
    .where(and(eq(answers.id, move.answerId), eq(answers.state, move.from)))
    .returning({
      state: sql<unknown>`${answers.document}->'state'`,
      updatedAt: answers.updatedAt,
      formId: answers.formId,
      createdBy: answers.createdBy,
      mode: sql<string | null>`${answers.document}->>'mode'`,
      statisticsValues: answers.statisticsValues,
    });
  if (!moved) return null;
  const { formId, createdBy, mode, statisticsValues, ...result } = moved;
  const counts = new CountChanges();
  counts.addValues(
    { formId, createdBy, citizenPortal: mode === 'citizen-portal' },
    { values: statisticsValues, state: move.from },
    { values: statisticsValues, state: entry.stateId },
  );
  await writeCounts(tx, counts);
  await audit(tx, move.audit);
  await queueAnswerEvents(tx, move.answerId, move.at, [
    { type: 'answer.state_changed', fromState: move.from },
  ]);
  return result;
}

/**
 * Deletes an answer and its file rows, then the audit event (`audited` gets how many files went).
 * The storage keys of the removed files, or null when the answer was gone already.
 */
export async function deleteAnswerRow(
  tx: DbOrTx,
  answerId: string,
  audited: (removedFiles: number) => AuditEntry,
): Promise<string[] | null> {
  const [deleted] = await tx
    .delete(answers)
    .where(eq(answers.id, answerId))
    .returning({
      id: answers.id,
      formId: answers.formId,
      code: answers.code,
      createdAt: answers.createdAt,
      updatedAt: answers.updatedAt,
      createdBy: answers.createdBy,
      mode: sql<string | null>`${answers.document}->>'mode'`,
      state: answers.state,
      statisticsValues: answers.statisticsValues,
    });
  if (!deleted) return null;
  await queueDeletion(tx, deleted, new Date());
  const counts = new CountChanges();
  counts.addValues(
    {
      formId: deleted.formId,
      createdBy: deleted.createdBy,
      citizenPortal: deleted.mode === 'citizen-portal',
    },
    { values: deleted.statisticsValues, state: deleted.state },
    { values: null, state: null },
  );
  await writeCounts(tx, counts);
  const removed = await tx
    .delete(files)
    .where(eq(files.answerId, answerId))
    .returning({ storageKey: files.storageKey });
  await audit(tx, audited(removed.length));
  return removed.map((file) => file.storageKey);
}

/**
 * Computes the export values of up to `batch` answers that have none (answers of databases older
 * than the column): each is written only if the answer was not changed meanwhile (same row
 * version), so a value never comes from an older document. Returns how many were written.
 */
export async function writeMissingExportValues(tx: DbOrTx, batch: number): Promise<number> {
  const computed = await missingExportValues(tx, batch);
  if (computed.length === 0) return 0;
  const written = await tx.execute<{ id: string }>(sql`
    update ${answers} set export_values = computed.values
    from jsonb_to_recordset(${JSON.stringify(computed)}::jsonb) as computed(id uuid, version text, values text)
    where ${answers.id} = computed.id and ${answers}.xmin::text = computed.version
      and ${answers.exportValues} is null
    returning ${answers.id} as id`);
  return written.rows.length;
}

/**
 * Counts up to `batch` answers not yet in the statistics (answers of databases older than them):
 * each gets its statistics values and is added to the counts only if it was not changed meanwhile
 * (same row version), in the caller's transaction. Returns how many were counted.
 */
export async function countMissingStatistics(tx: DbOrTx, batch: number): Promise<number> {
  const computed = await uncountedStatistics(tx, batch);
  if (computed.length === 0) return 0;
  const written = await tx.execute<{ id: string }>(sql`
    update ${answers} set statistics_values = computed.values
    from jsonb_to_recordset(${JSON.stringify(
      computed.map(({ row, values }) => ({
        id: row.id,
        version: row.version,
        values,
      })),
    )}::jsonb) as computed(id uuid, version text, values text)
    where ${answers.id} = computed.id and ${answers}.xmin::text = computed.version
      and ${answers.statisticsValues} is null
    returning ${answers.id} as id`);
  const counted = new Set(written.rows.map((row) => row.id));
  const counts = new CountChanges();
  for (const { row, mode, values } of computed) {
    if (!counted.has(row.id)) continue;
    counts.addValues(
      {
        formId: row.form_id,
        createdBy: row.created_by,
        citizenPortal: mode === 'citizen-portal',
      },
      { values: null, state: null },
      { values, state: row.state },
    );
  }
  await writeCounts(tx, counts);
  return counted.size;
}
