import type { JobQueueName } from '@cabildo/domain';
import type { FastifyBaseLogger } from 'fastify';
import { SCHEDULED_JOB_QUEUE, type JobDefinition } from './queue.ts';

/** A pause between rounds, so requests are never kept waiting behind a backfill. */
const PAUSE_MS = 20;

/**
 * A backfill as a job queued when an instance starts (one across instances starting together):
 * `round` handles a batch and says how many rows it did, until a round finds none or the job is
 * stopped. Resumable by construction — a stop loses at most the round under way, which the next
 * run does again; on a database with nothing left it is one round.
 */
export const backfillJob = (
  name: JobQueueName,
  round: () => Promise<number>,
  log: FastifyBaseLogger,
  done: string,
): JobDefinition => ({
  name,
  queue: SCHEDULED_JOB_QUEUE,
  atStart: true,
  async run(_data, signal) {
    let total = 0;
    while (!signal.aborted) {
      const count = await round();
      total += count;
      if (count === 0) break;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    if (total > 0) log.info({ answers: total }, done);
  },
});
