import type { FastifyBaseLogger } from 'fastify';

/** A pause between rounds, so requests are never kept waiting behind a backfill. */
const PAUSE_MS = 20;

/**
 * Runs a backfill in the background at start-up: `round` handles a batch and says how many rows it
 * did, until a round finds none. Resumable by construction — a stop loses at most the round under
 * way, which the next start does again; on a database with nothing left it is one round.
 */
export function startBackfill(
  round: () => Promise<number>,
  log: FastifyBaseLogger,
  messages: { done: string; failed: string },
) {
  let stopped = false;
  const run = async () => {
    let total = 0;
    for (;;) {
      if (stopped) return;
      const done = await round();
      total += done;
      if (done === 0) break;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    if (total > 0) log.info({ answers: total }, messages.done);
  };
  const done = run().catch((error: unknown) => {
    if (!stopped) log.error({ err: error }, messages.failed);
  });
  return {
    /** Settles once nothing is left (or the backfill stopped). */
    done,
    /** Stops after the current round. */
    async stop() {
      stopped = true;
      await done;
    },
  };
}
