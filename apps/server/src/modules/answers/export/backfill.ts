import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { writeMissingExportValues } from '../repository.ts';

/** Answers computed per round. */
const BACKFILL_BATCH = 200;
/** A pause between rounds, so requests are never kept waiting behind the backfill. */
const PAUSE_MS = 20;

/**
 * A one-off for databases older than the export values (docs/decisions.md): every write of an
 * answer sets them (repository.ts), but the answers saved before the column have none, and SQL
 * cannot compute them (the domain computes them in TypeScript). So at start-up the server fills
 * them in, in the background, round by round, until none is left; on a database that has none
 * missing this is one indexed query. The export reads an answer's document while its values are
 * missing, so this only makes it faster.
 */
export function startExportValuesBackfill(ctx: AppContext, log: FastifyBaseLogger) {
  let stopped = false;
  const run = async () => {
    let total = 0;
    for (;;) {
      if (stopped) return;
      const written = await writeMissingExportValues(ctx.database.db, BACKFILL_BATCH);
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
