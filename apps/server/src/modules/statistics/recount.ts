import { rezonedValues } from '@cabildo/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { answers, forms } from '../../db/schema/index.ts';
import { CountChanges, writeCounts } from '../answers/index.ts';
import { municipalityTimeZone, settleMissingTimeZones, STATISTICS_RECOUNT_JOB } from '../geography/index.ts';
import type { JobDefinition } from '../jobs/index.ts';

/** Answers read per round (one transaction each, their rows locked). */
const RECOUNT_BATCH = 500;
/** A pause between rounds, so requests are never kept waiting behind a recount. */
const PAUSE_MS = 20;

type Cursor = { createdAt: string; id: string };

/**
 * One round of a form's recount: the next answers by creation (after `after`), locked; those whose
 * day or hour differ in `timeZone` get them again, and the counts move from the old day and hour to
 * the new ones in the same transaction. Returns how many changed and where the round ended.
 */
async function recountRound(
  tx: DbOrTx,
  formId: string,
  timeZone: string,
  after: Cursor | null,
): Promise<{ recounted: number; last: Cursor | null }> {
  const rows = await tx.execute<{
    id: string;
    created_at: string;
    created_by: string | null;
    state: number | null;
    mode: string | null;
    values: string;
  }>(sql`
    select ${answers.id} as id, to_json(${answers.createdAt})#>>'{}' as created_at,
      ${answers.createdBy} as created_by, ${answers.state} as state,
      ${answers.document}->>'mode' as mode, ${answers.statisticsValues} as values
    from ${answers}
    where ${answers.formId} = ${formId}::uuid and ${answers.statisticsValues} is not null
      ${after ? sql`and (${answers.createdAt}, ${answers.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by ${answers.createdAt}, ${answers.id}
    limit ${RECOUNT_BATCH}
    for update`);
  const counts = new CountChanges();
  const changed: { id: string; values: string }[] = [];
  for (const row of rows.rows) {
    const values = rezonedValues(row.values, new Date(row.created_at), timeZone);
    if (values === row.values) continue;
    const answer = {
      formId,
      createdBy: row.created_by,
      citizenPortal: row.mode === 'citizen-portal',
    };
    counts.addValues(answer, { values: row.values, state: row.state }, { values: null, state: null });
    counts.addValues(answer, { values: null, state: null }, { values, state: row.state });
    changed.push({ id: row.id, values });
  }
  if (changed.length > 0) {
    await tx.execute(sql`
      update ${answers} set statistics_values = changed.values
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as changed(id uuid, values text)
      where ${answers.id} = changed.id`);
    await writeCounts(tx, counts);
  }
  const last = rows.rows.at(-1);
  return {
    recounted: changed.length,
    last: rows.rows.length === RECOUNT_BATCH && last ? { createdAt: last.created_at, id: last.id } : null,
  };
}

/**
 * Counts a municipality's answers again in its current zone (issue 28 item 10): the day and hour
 * of each answer whose stored ones were taken in another zone, form by form in creation order, one
 * transaction per round. Resumable: a stopped recount is done again whole, and finds nothing to
 * change in what it did. Returns the answers recounted.
 */
export async function recountMunicipality(
  database: Database,
  municipalityId: string,
  signal?: AbortSignal,
): Promise<number> {
  const { db } = database;
  const timeZone = await municipalityTimeZone(db, municipalityId);
  const formRows = await db
    .select({ id: forms.id })
    .from(forms)
    .where(eq(forms.municipalityId, municipalityId))
    .orderBy(asc(forms.id));
  let total = 0;
  for (const { id } of formRows) {
    let after: Cursor | null = null;
    do {
      if (signal?.aborted) return total;
      const round = await db.transaction((tx) => recountRound(tx, id, timeZone, after));
      total += round.recounted;
      after = round.last;
      if (after) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    } while (after);
  }
  return total;
}

/** Queues the recount of a municipality whose zone changed. */
/**
 * The recount as a job: one per zone change (every change queued, so the last zone wins), and one
 * at start that writes the server's zone into the municipalities saved before they had one.
 */
export const statisticsRecountJob = (
  ctx: Pick<AppContext, 'database'>,
  log: FastifyBaseLogger,
): JobDefinition<{ municipalityId?: string }> => ({
  name: STATISTICS_RECOUNT_JOB,
  queue: {
    policy: 'standard',
    retryLimit: 2,
    retryDelayMax: 600,
    deleteAfterSeconds: 7 * 86_400,
  },
  atStart: true,
  async run(data, signal) {
    if (!data.municipalityId) {
      const settled = await settleMissingTimeZones(ctx.database.db);
      if (settled > 0) log.info({ municipalities: settled }, 'time zone: the server zone written in');
      return;
    }
    const answersRecounted = await recountMunicipality(ctx.database, data.municipalityId, signal);
    if (answersRecounted > 0)
      log.info({ municipalityId: data.municipalityId, answers: answersRecounted }, 'statistics recounted');
  },
});
