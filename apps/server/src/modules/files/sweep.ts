import { and, asc, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { files } from '../../db/schema/index.ts';
import { SCHEDULED_JOB_QUEUE, type JobDefinition } from '../jobs/index.ts';

/** A pending file (uploaded while answering, never sent with an answer) is kept this long. */
export const PENDING_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 200;

type SweepContext = Pick<AppContext, 'database' | 'storage'>;

/**
 * Deletes the pending files uploaded before `before` — answer uploads no answer claimed and e-mail
 * attachments never sent; header images are never pending — rows first, then their stored
 * bytes, `batchSize` at a time. A row is deleted only while still unclaimed, so an answer saved
 * meanwhile keeps its file. Returns how many files were deleted.
 */
export async function sweepPendingFiles(
  ctx: SweepContext,
  { before, batchSize = BATCH_SIZE, log }: { before: Date; batchSize?: number; log?: FastifyBaseLogger },
): Promise<number> {
  const { db } = ctx.database;
  const pending = and(isNull(files.answerId), ne(files.purpose, 'header-image'), lt(files.createdAt, before));
  let deleted = 0;
  for (;;) {
    const batch = await db
      .select({ id: files.id })
      .from(files)
      .where(pending)
      .orderBy(asc(files.createdAt))
      .limit(batchSize);
    if (batch.length === 0) return deleted;
    const removed = await db
      .delete(files)
      .where(
        and(
          inArray(
            files.id,
            batch.map((file) => file.id),
          ),
          pending,
        ),
      )
      .returning({ storageKey: files.storageKey });
    for (const { storageKey } of removed) {
      // A file left in storage is only space; the row, which makes it reachable, is gone.
      await ctx.storage.delete(storageKey).catch((error: unknown) => {
        log?.warn({ err: error, storageKey }, 'could not delete a swept file from storage');
      });
    }
    deleted += removed.length;
    if (batch.length < batchSize) return deleted;
  }
}

/**
 * The sweep as a scheduled job (modules/jobs): once every `everySeconds` across every instance, the
 * pending files older than a day go. A failed sweep is retried; the next period's sweeps anyway.
 */
export const pendingFileSweepJob = (
  ctx: SweepContext,
  everySeconds: number,
  log: FastifyBaseLogger,
): JobDefinition => ({
  name: 'pending-file-sweep',
  queue: SCHEDULED_JOB_QUEUE,
  everySeconds,
  async run() {
    const count = await sweepPendingFiles(ctx, {
      before: new Date(Date.now() - PENDING_FILE_MAX_AGE_MS),
      log,
    });
    if (count > 0) log.info({ count }, 'deleted pending files older than a day');
  },
});
