/**
 * Open-loop load: work started on a fixed schedule, whatever the server's answer time (a closed
 * loop would slow down with the server and hide it), with a bound on the work in flight so that a
 * stalled server cannot make the bench pile up requests without end.
 */

export type Paced = {
  /** Started on schedule. */
  started: number;
  /** Not started: `maxInFlight` were still running when they were due. */
  skipped: number;
  /** Settles when the schedule is over and everything started has ended. */
  done: Promise<void>;
  /** Ends the schedule early (what runs finishes). */
  stop: () => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `work(n)` every `everyMs` for `durationMs` (n = 0, 1, …), each at its own due time measured
 * from the start, not from the previous one (no drift). A failing `work` is its own business: it
 * must record its failure itself.
 */
export function pace(
  everyMs: number,
  durationMs: number,
  work: (n: number) => Promise<void>,
  maxInFlight = 200,
): Paced {
  const start = performance.now();
  let stopped = false;
  const running = new Set<Promise<void>>();
  const paced: Paced = { started: 0, skipped: 0, done: Promise.resolve(), stop: () => (stopped = true) };
  paced.done = (async () => {
    for (let n = 0; !stopped; n += 1) {
      const due = n * everyMs;
      if (due >= durationMs) break;
      const wait = start + due - performance.now();
      if (wait > 0) await sleep(wait);
      if (stopped) break;
      if (running.size >= maxInFlight) {
        paced.skipped += 1;
        continue;
      }
      paced.started += 1;
      const job = work(n).finally(() => running.delete(job));
      running.add(job);
    }
    await Promise.allSettled([...running]);
  })();
  return paced;
}

/** The p-th percentile (0–100) of `values` by nearest rank; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
