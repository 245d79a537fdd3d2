import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { backfillJob } from '../../jobs/index.ts';
import { writeMissingExportValues } from '../repository.ts';

/** Answers computed per round. */
const BACKFILL_BATCH = 200;

/**
 * A one-off for databases older than the export values (docs/decisions.md): every write of an
 * answer sets them (repository.ts), but the answers saved before the column have none, and SQL
 * cannot compute them (the domain computes them in TypeScript). The export reads an answer's
 * document while its values are missing, so this only makes it faster.
 */
export const exportValuesBackfillJob = (ctx: AppContext, log: FastifyBaseLogger) =>
  backfillJob(
    'export-values-backfill',
    () => writeMissingExportValues(ctx.database.db, BACKFILL_BATCH),
    log,
    'export values computed',
  );
