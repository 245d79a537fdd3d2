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

export type HeapSample = { at: number; heapMb: number; heapTotalMb: number; externalMb: number };

/**
 * Samples the server's V8 heap in use and reserved, and its memory outside the heap (buffers) from its own
 * /metrics every `everyMs` (loopback may read it): what RSS is made of.
 */
export function sampleHeap(base: string, everyMs = 2000) {
  const samples: HeapSample[] = [];
  const metric = (text: string, name: string) =>
    Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN) / 1024 / 1024;
  const take = async () => {
    try {
      const text = await (await fetch(`${base}/metrics`)).text();
      samples.push({
        at: Date.now(),
        heapMb: metric(text, 'nodejs_heap_size_used_bytes'),
        heapTotalMb: metric(text, 'nodejs_heap_size_total_bytes'),
        externalMb: metric(text, 'nodejs_external_memory_bytes'),
      });
    } catch {
      // the server has stopped
    }
  };
  const timer = setInterval(() => void take(), everyMs);
  return { samples, stop: () => clearInterval(timer) };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Mean of `pick` over the first and over the last `windowMs` of the samples taken between `from` and `to`. */
export function drift<T extends { at: number }>(
  samples: T[],
  pick: (sample: T) => number,
  from: number,
  to: number,
  windowMs = 60_000,
) {
  const within = samples.filter((sample) => sample.at >= from && sample.at <= to);
  const first = within.filter((sample) => sample.at < from + windowMs).map(pick);
  const last = within.filter((sample) => sample.at > to - windowMs).map(pick);
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
