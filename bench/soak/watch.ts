import { readFile } from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';

/** What the soak watches beside the load: the server's memory, the machine's load, the database's sessions. */

export type Sample = { at: number; rssMb: number; load1: number };

/** Samples the process's resident memory (VmRSS) and the load average every `everyMs` until stopped. */
export function sampleRss(pid: number, everyMs = 1000) {
  const samples: Sample[] = [];
  const take = async () => {
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
      samples.push({ at: Date.now(), rssMb, load1: os.loadavg()[0]! });
    } catch {
      // the process has ended
    }
  };
  void take();
  const timer = setInterval(() => void take(), everyMs);
  return { samples, stop: () => clearInterval(timer) };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Mean RSS of the first and of the last `windowMs` of the samples taken between `from` and `to`. */
export function rssDrift(samples: Sample[], from: number, to: number, windowMs = 60_000) {
  const within = samples.filter((sample) => sample.at >= from && sample.at <= to);
  const first = within.filter((sample) => sample.at < from + windowMs).map((sample) => sample.rssMb);
  const last = within.filter((sample) => sample.at > to - windowMs).map((sample) => sample.rssMb);
  const firstMb = mean(first);
  const lastMb = mean(last);
  return { firstMb, lastMb, change: (lastMb - firstMb) / firstMb };
}

export type Activity = { connections: number; active: number; idleInTransaction: number; queries: string[] };

/** The bench database's sessions other than this one: how many, running, idle in a transaction. */
export async function databaseActivity(serverUrl: string, database: string): Promise<Activity> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: string | null; query: string }>(
      `select state, left(query, 120) as query from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      [database],
    );
    const busy = rows.filter((row) => row.state !== 'idle');
    return {
      connections: rows.length,
      active: rows.filter((row) => row.state === 'active').length,
      idleInTransaction: rows.filter((row) => row.state?.startsWith('idle in transaction')).length,
      queries: busy.map((row) => `${row.state}: ${row.query}`),
    };
  } finally {
    await client.end();
  }
}
