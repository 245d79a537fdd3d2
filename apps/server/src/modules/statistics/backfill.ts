import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { countMissingStatistics } from '../answers/index.ts';
import { backfillJob } from '../jobs/index.ts';

/** Answers counted per round (one transaction each). */
const BACKFILL_BATCH = 200;

/**
 * Counts the answers older than the statistics (issue 14): every write of an answer counts it
 * (answers/repository.ts), but answers saved before migration 0009 are not counted, and SQL cannot
 * count them (the domain reads the document as corrected, in TypeScript). Each round is one
 * transaction; with none missing it is one query on the partial index answers_statistics_missing_idx.
 */
export const statisticsBackfillJob = (ctx: AppContext, log: FastifyBaseLogger) =>
  backfillJob(
    'statistics-backfill',
    () => ctx.database.db.transaction((tx) => countMissingStatistics(tx, BACKFILL_BATCH)),
    log,
    'statistics counted',
  );
