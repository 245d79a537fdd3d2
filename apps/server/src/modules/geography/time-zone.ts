import { isMunicipalityTimeZone } from '@cabildo/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { JobQueue } from '../jobs/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { forms, municipalities } from '../../db/schema/index.ts';

/*
 * The municipality's time zone (issue 28 item 10; docs/decisions.md "The municipality's time
 * zone"): an IANA name in its settings, the zone its statistics count days and hours in and its
 * answers' dates are shown, mailed, exported and printed in. The server's own zone (TZ) is the
 * default of a municipality without one.
 */

/** The server's zone (TZ): the default of municipalities without their own. */
export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone a municipality's stored settings name, else the server's. */
export function timeZoneOf(settings: unknown): string {
  const zone = (settings as { timeZone?: unknown } | null)?.timeZone;
  return typeof zone === 'string' && isMunicipalityTimeZone(zone) ? zone : serverTimeZone();
}

/** A municipality's zone (the server's when it is not found). */
export async function municipalityTimeZone(db: DbOrTx, municipalityId: string): Promise<string> {
  const [found] = await db
    .select({ settings: municipalities.settings })
    .from(municipalities)
    .where(eq(municipalities.id, municipalityId))
    .limit(1);
  return timeZoneOf(found?.settings);
}

/** The zone of each form's municipality, by form id. */
export async function formTimeZones(db: DbOrTx, formIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(formIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ formId: forms.id, settings: municipalities.settings })
    .from(forms)
    .innerJoin(municipalities, eq(municipalities.id, forms.municipalityId))
    .where(inArray(forms.id, ids));
  return new Map(rows.map((row) => [row.formId, timeZoneOf(row.settings)]));
}

/** A form's municipality's zone. */
export async function formTimeZone(db: DbOrTx, formId: string): Promise<string> {
  return (await formTimeZones(db, [formId])).get(formId) ?? serverTimeZone();
}

/**
 * Writes the server's zone into the municipalities saved without one (before the setting existed):
 * their answers were counted in it, and a later change of TZ must not move their days.
 */
export async function settleMissingTimeZones(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    update ${municipalities}
    set settings = ${municipalities.settings} || jsonb_build_object('timeZone', ${serverTimeZone()}::text)
    where coalesce(${municipalities.settings}->>'timeZone', '') = ''
    returning ${municipalities.id} as id`);
  return result.rows.length;
}

/** The job that recounts a municipality's statistics in its new zone (statistics/recount.ts runs it). */
export const STATISTICS_RECOUNT_JOB = 'statistics-recount';
/**
 * How long after a zone change its recount starts: answers opened before the change and saved
 * just after it (counted in the old zone) are in by then; they are the newest, read last.
 */
const RECOUNT_DELAY_SECONDS = 5;

/**
 * Queues the recount of a municipality whose zone changed: its answers' days and hours were counted
 * in the old zone. Queued here, by name, so geography does not import the statistics above it.
 */
export const queueStatisticsRecount = (ctx: { jobs: Pick<JobQueue, 'send'> }, municipalityId: string) =>
  ctx.jobs.send(STATISTICS_RECOUNT_JOB, { municipalityId }, { startAfter: RECOUNT_DELAY_SECONDS });
