import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { ExportAnswer, PayOrderStatus } from '@cabildo/domain';
import { and, count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from '../../../db/client.ts';
import type { AppContext } from '../../../context.ts';
import { answers, payOrders } from '../../../db/schema/index.ts';
import type { AuthContext } from '../../auth/index.ts';
import { sortColumn, type AnswerFilter } from '../review/filters.ts';
import { filteredAnswers } from '../review/list.ts';
import type { ReviewForm } from '../../answer-access/index.ts';
import { partsSql, valuesOfParts } from '../answer-rows.ts';

/**
 * Answers read per query; one more batch is read while the sheet takes this one. Larger batches
 * cost PostgreSQL less per row but raised the server's peak RSS above 300 MB at 1M (bench/README.md).
 */
export const EXPORT_BATCH = 250;

type Position = { at: string; id: string };
export type ExportRow = ExportAnswer & Position;

/** Rows as arrays of the database's own text, nothing parsed: the export reads each field itself. */
type RawRows = (query: SQL) => Promise<(string | null)[][]>;

const dialect = new PgDialect();
const asText = (value: string) => value;
// Every type the export selects: uuid, text, int4, int8, float8, jsonb.
const TEXT_PARSERS = Object.fromEntries([2950, 25, 23, 20, 701, 3802].map((oid) => [oid, asText]));

/**
 * The export's own way to the database: the driver's array rows without type parsing (no row
 * objects, no Date or JSON per row). drizzle keeps the driver's client as `$client`: a pg Pool on
 * PostgreSQL, the PGlite instance on PGlite.
 */
function rawRows(database: Database): RawRows {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    const types = { getTypeParser: () => asText };
    return async (query) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      // A named statement: parsed and planned once per connection and query shape, not per batch.
      const name = `export_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      const result = await pool.query<(string | null)[]>({
        name,
        text,
        values: params,
        rowMode: 'array',
        types,
      });
      return result.rows;
    };
  }
  const pglite = client as PGlite;
  return async (query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await pglite.query<(string | null)[]>(text, params, {
      rowMode: 'array',
      parsers: TEXT_PARSERS,
    });
    return result.rows;
  };
}

/** How many answers the export will write (the list's total). */
export async function exportTotal(
  ctx: AppContext,
  auth: AuthContext,
  form: ReviewForm,
  filter: AnswerFilter,
): Promise<number> {
  const [total] = await ctx.database.db
    .select({ value: count() })
    .from(answers)
    .where(filteredAnswers(auth, form, filter));
  return total?.value ?? 0;
}

const number = (text: string | null) => (text === null ? null : Number(text));

/**
 * The answers to export in the list's order (newest first by (timestamp, id)), in keyset batches:
 * each query starts after the last row of the one before, so memory holds two batches whatever the
 * total, and no query ever skips (OFFSET). The sheet's texts come from `export_values`; only an
 * answer without them has its document read.
 */
export async function* exportBatches(
  ctx: AppContext,
  auth: AuthContext,
  form: ReviewForm,
  filter: AnswerFilter,
  size = EXPORT_BATCH,
): AsyncGenerator<ExportRow[]> {
  const query = rawRows(ctx.database);
  const column = sortColumn(filter);
  const where = filteredAnswers(auth, form, filter);
  // To the microsecond, as in the list, so rows saved in the same millisecond are never skipped.
  const at = sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  // The sheet shows minutes: whole minutes since the epoch, formatted (and remembered) in node.
  const minute = (value: SQLWrapper) => sql`floor(date_part('epoch', ${value}) / 60)::int8`;
  const after = (p: Position): SQL => sql`(${column}, ${answers.id}) < (${p.at}::timestamptz, ${p.id}::uuid)`;
  // Forms with a payment: the status of each answer's ticket order (one per answer, unique index).
  const paymentStatus = form.template.options.addPaymentGateway
    ? sql`(select ${payOrders.status} from ${payOrders} where ${payOrders.answerId} = ${answers.id})`
    : sql`null`;
  const read = async (last: Position | null): Promise<ExportRow[]> => {
    // The document is read only for an answer without export values (not computed yet).
    const rows = await query(sql`
      select ${answers.id}, ${at}, ${answers.code}, ${minute(answers.createdAt)}, ${minute(answers.updatedAt)},
        ${answers.citizenDocument}, ${answers.latitude}, ${answers.longitude}, ${answers.state},
        ${answers.exportValues}, case when ${answers.exportValues} is null then ${partsSql} end,
        ${paymentStatus}
      from ${answers}
      where ${last ? and(where, after(last)) : where}
      order by ${column} desc, ${answers.id} desc
      limit ${size}`);
    return rows.map(
      ([
        id,
        at,
        code,
        created,
        updated,
        citizenDocument,
        latitude,
        longitude,
        state,
        values,
        parts,
        payment,
      ]) => ({
        id: id!,
        at: at!,
        code: code!,
        createdAt: Number(created) * 60_000,
        updatedAt: Number(updated) * 60_000,
        citizenDocument: citizenDocument ?? null,
        latitude: number(latitude ?? null),
        longitude: number(longitude ?? null),
        state: number(state ?? null),
        values: values ?? valuesOfParts(parts ?? '{}'),
        paymentStatus: (payment ?? null) as PayOrderStatus | null,
      }),
    );
  };
  // The next batch is read while the caller writes this one: the database and the writer overlap.
  let next: Promise<ExportRow[]> | null = read(null);
  while (next) {
    const rows: ExportRow[] = await next;
    const end = rows.at(-1);
    next = end && rows.length === size ? read({ at: end.at, id: end.id }) : null;
    // A caller that stops early leaves the read ahead unawaited: it must not be an unhandled rejection.
    next?.catch(() => undefined);
    if (rows.length === 0) continue;
    ctx.metrics.exportRows.inc(rows.length);
    yield rows;
  }
}
