import { addDays, localDayAndHour } from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { statisticsTimeZone } from '../answers/index.ts';
import { timeZoneOf } from '../geography/index.ts';
import { SCHEDULED_JOB_QUEUE, type JobDefinition } from '../jobs/index.ts';

/**
 * The last day closed in every municipality: yesterday in the zone whose calendar is furthest
 * behind (each municipality counts its answers' days in its own zone, geography/time-zone.ts).
 */
async function closedThrough(database: Database, now: Date): Promise<string> {
  const zones = await database.db.execute<{ settings: unknown }>(
    sql`select distinct jsonb_build_object('timeZone', settings->'timeZone') as settings from municipalities`,
  );
  const days = [statisticsTimeZone(), ...zones.rows.map((row) => timeZoneOf(row.settings))].map(
    (zone) => localDayAndHour(now, zone).day,
  );
  return addDays(days.sort()[0]!, -1);
}

/**
 * Adds the days that closed since the last run (up to yesterday, in every municipality's zone) to
 * the monthly rollup and moves statistics_rollup.rolled_through to yesterday, in one transaction
 * with the rollup's row locked FOR UPDATE: the writers, which read it FOR SHARE, finish before and
 * start after (answers/statistics-counts.ts). Returns the days rolled up.
 */
export async function rollUpClosedDays(database: Database, now = new Date()): Promise<number> {
  const yesterday = await closedThrough(database, now);
  return database.db.transaction(async (tx) => {
    const locked = await tx.execute<{ rolled_through: string }>(sql`
      select to_char(rolled_through, 'YYYY-MM-DD') as rolled_through from statistics_rollup
      where id = 1 for update`);
    const from = locked.rows[0]?.rolled_through;
    if (!from || from >= yesterday) return 0;
    await tx.execute(sql`
      insert into statistics_month_counts (form_id, everyone, author, citizen_portal, month, item, value, count)
      select form_id, everyone, author, citizen_portal, date_trunc('month', day)::date, item, value, sum(count)
      from statistics_counts
      where day > ${from}::date and day <= ${yesterday}::date
      group by form_id, everyone, author, citizen_portal, date_trunc('month', day)::date, item, value
      having sum(count) <> 0
      order by form_id, everyone, author, citizen_portal, date_trunc('month', day)::date, item, value
      on conflict (form_id, everyone, author, citizen_portal, month, item, value)
      do update set count = statistics_month_counts.count + excluded.count`);
    await tx.execute(sql`update statistics_rollup set rolled_through = ${yesterday}::date where id = 1`);
    return Math.round((Date.parse(yesterday) - Date.parse(from)) / 86_400_000);
  });
}

/**
 * The rollup as a scheduled job (modules/jobs): once every `everySeconds` (ten minutes by default)
 * across every instance; a day closes once a day, so most runs find nothing to do.
 */
export const statisticsRollupJob = (
  ctx: Pick<AppContext, 'database'>,
  everySeconds: number,
  log: FastifyBaseLogger,
): JobDefinition => ({
  name: 'statistics-rollup',
  queue: SCHEDULED_JOB_QUEUE,
  everySeconds,
  async run() {
    const days = await rollUpClosedDays(ctx.database);
    if (days > 0) log.info({ days }, 'statistics: closed days added to the monthly rollup');
  },
});
