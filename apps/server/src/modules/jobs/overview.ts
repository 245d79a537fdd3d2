import {
  JOB_FAILURES_SHOWN,
  JOB_QUEUES,
  type JobFailure,
  type JobQueueCounts,
  type JobQueueName,
  type JobsOverview,
} from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * The admin's view of the queues, read from pg-boss's job table (`pgboss.job`, documented SQL) in
 * one statement each: pg-boss's own counts are cached for up to a minute, these are of now.
 * "Recently" is the last 24 hours; finished jobs are kept as each queue says (modules/jobs/definitions.ts).
 */
export async function jobCounts(database: Database): Promise<JobQueueCounts[]> {
  const result = await database.db.execute<
    Record<keyof Omit<JobQueueCounts, 'name'>, number> & { name: string }
  >(sql`
    select name,
      count(*) filter (where state in ('created', 'retry'))::int as queued,
      count(*) filter (where state = 'active')::int as active,
      count(*) filter (where state = 'failed')::int as failed,
      count(*) filter (where retry_count > 0
        and coalesce(completed_on, started_on, created_on) > now() - interval '1 day')::int as "retriedRecently",
      count(*) filter (where state = 'completed' and completed_on > now() - interval '1 day')::int as "completedRecently"
    from pgboss.job group by name`);
  const byName = new Map(result.rows.map((row) => [row.name, row]));
  return JOB_QUEUES.map((name) => {
    const row = byName.get(name);
    return {
      name,
      queued: row?.queued ?? 0,
      active: row?.active ?? 0,
      failed: row?.failed ?? 0,
      retriedRecently: row?.retriedRecently ?? 0,
      completedRecently: row?.completedRecently ?? 0,
    };
  });
}

/** `c…@example.org` for every address in an error (an SMTP refusal may name the recipient). */
const maskAddresses = (text: string) =>
  text.replace(
    /[^\s<>@,;"':()]+@([^\s<>@,;"':()]+)/g,
    (address, domain: string) => `${address[0]}…@${domain}`,
  );

async function lastFailures(database: Database): Promise<JobFailure[]> {
  const result = await database.db.execute<{
    id: string;
    name: JobQueueName;
    failed_at: string;
    retry_count: number;
    error: string | null;
  }>(sql`
    select id, name, to_char(completed_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as failed_at,
      retry_count, coalesce(output->>'message', output::text) as error
    from pgboss.job where state = 'failed' and name in ${JOB_QUEUES}
    order by completed_on desc limit ${JOB_FAILURES_SHOWN}`);
  return result.rows.map((row) => ({
    id: row.id,
    queue: row.name,
    failedAt: row.failed_at,
    attempts: row.retry_count + 1,
    error: maskAddresses(row.error ?? ''),
  }));
}

export async function jobsOverview(database: Database): Promise<JobsOverview> {
  const [queues, failures] = await Promise.all([jobCounts(database), lastFailures(database)]);
  return { queues, failures };
}
