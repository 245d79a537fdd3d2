import {
  answerDocumentSchema,
  correctedExportValues,
  exportValues,
  type ExportSource,
} from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { answers } from '../../../db/schema.ts';

/** Answers computed per round. */
export const BACKFILL_BATCH = 200;
/** A pause between rounds, so requests are never kept waiting behind the backfill. */
const PAUSE_MS = 20;

type Missing = { id: string; version: string; parts: string };

/**
 * What the export values are computed from, as JSON text (parsed in node, not by the driver): the
 * whole document, as a correction's edits are replayed with the answer's own copy of the form.
 * Read only for answers whose values are missing.
 */
export const partsSql = sql`(jsonb_build_object('createdByName', ${answers.createdByName}, 'document', ${answers.document}))::text`;

/** The export values from `partsSql`'s text (a document the schema refuses: its parts as they are). */
export function valuesOfParts(parts: string): string {
  const { createdByName, document } = JSON.parse(parts) as {
    createdByName: string | null;
    document: unknown;
  };
  const parsed = answerDocumentSchema.safeParse(document);
  return parsed.success
    ? correctedExportValues(parsed.data, createdByName)
    : exportValues((document ?? {}) as ExportSource, createdByName);
}

/**
 * Computes the export values of up to `batch` answers that have none; each is written only if the
 * answer was not changed meanwhile (same row version), so a value never comes from an older
 * document. Returns how many were written.
 */
export async function backfillRound(ctx: AppContext, batch = BACKFILL_BATCH): Promise<number> {
  const { db } = ctx.database;
  const missing = await db.execute<Missing>(sql`
    select ${answers.id} as id, ${answers}.xmin::text as version, ${partsSql} as parts
    from ${answers} where ${answers.exportValues} is null limit ${batch}`);
  if (missing.rows.length === 0) return 0;
  const computed = missing.rows.map((row) => ({
    id: row.id,
    version: row.version,
    values: valuesOfParts(row.parts),
  }));
  const written = await db.execute<{ id: string }>(sql`
    update ${answers} set export_values = computed.values
    from jsonb_to_recordset(${JSON.stringify(computed)}::jsonb) as computed(id uuid, version text, values text)
    where ${answers.id} = computed.id and ${answers}.xmin::text = computed.version
      and ${answers.exportValues} is null
    returning ${answers.id} as id`);
  return written.rows.length;
}

/**
 * Fills in the export values the answers lack — those saved before they existed, or cleared by
 * the database because a write changed the document without them — in the background, round by
 * round, until none is left (or a round writes nothing: the rest is being changed right now).
 * The export reads an answer's document while its values are missing, so this only makes it faster.
 */
export function startExportValuesBackfill(ctx: AppContext, log: FastifyBaseLogger) {
  let stopped = false;
  const run = async () => {
    let total = 0;
    for (;;) {
      if (stopped) return;
      const written = await backfillRound(ctx);
      total += written;
      if (written === 0) break;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    if (total > 0) log.info({ answers: total }, 'export values computed');
  };
  const done = run().catch((error: unknown) => {
    if (!stopped) log.error({ err: error }, 'computing the export values failed');
  });
  return {
    /** Settles once no answer is left without export values (or the backfill stopped). */
    done,
    /** Stops after the current round. */
    async stop() {
      stopped = true;
      await done;
    },
  };
}
