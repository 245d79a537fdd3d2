import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { countMissingStatistics } from '../answers/repository.ts';

/** Answers counted per round (one transaction each). */
const BACKFILL_BATCH = 200;
/** A pause between rounds, so requests are never kept waiting behind the backfill. */
const PAUSE_MS = 20;

/**
 * Counts the answers older than the statistics (issue 14): every write of an answer counts it
 * (answers/repository.ts), but answers saved before migration 0009 are not counted, and SQL cannot
 * count them (the domain reads the document as corrected, in TypeScript). So at start-up the server
 * counts them in the background, round by round, each round one transaction, until none is left:
 * resumable — a stop loses at most the round under way, which a next start does again. On a
 * database with none missing it is one query on the partial index answers_statistics_missing_idx.
 */
export function startStatisticsBackfill(ctx: AppContext, log: FastifyBaseLogger) {
  let stopped = false;
  const run = async () => {
    let total = 0;
    for (;;) {
      if (stopped) return;
      const counted = await ctx.database.db.transaction((tx) => countMissingStatistics(tx, BACKFILL_BATCH));
      total += counted;
      if (counted === 0) break;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    if (total > 0) log.info({ answers: total }, 'statistics counted');
  };
  const done = run().catch((error: unknown) => {
    if (!stopped) log.error({ err: error }, 'counting the statistics failed');
  });
  return {
    /** Settles once every answer is counted (or the backfill stopped). */
    done,
    /** Stops after the current round. */
    async stop() {
      stopped = true;
      await done;
    },
  };
}
