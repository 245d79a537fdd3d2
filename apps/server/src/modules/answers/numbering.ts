import type { SavedAnswer } from '@cabildo/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { NumberedAnswer } from './answer-rows.ts';
import { insertNumberedBatch } from './repository.ts';

type Job = {
  answer: NumberedAnswer;
  resolve: (saved: SavedAnswer | null) => void;
  reject: (error: unknown) => void;
};
const BATCH_MAX = 200;

/**
 * Group commit per form. A form's number lock is held until its commit reaches the disk, so
 * answers to one form are written one commit at a time; saves that arrive meanwhile wait here and
 * go together in the next statement — one lock, one commit for all of them. A batch that fails is
 * retried answer by answer, so one refused answer never fails the others. (Across server instances
 * the row lock still orders everything.)
 */
export class AnswerNumbering {
  private readonly queues = new Map<string, Job[]>();
  private readonly waiting = new Set<() => void>();

  constructor(private readonly db: DbOrTx) {}

  /** Settles once no batch is queued or being written (shutting down: before the database closes). */
  idle(): Promise<void> {
    if (this.queues.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.add(resolve));
  }

  save(answer: NumberedAnswer): Promise<SavedAnswer | null> {
    return new Promise((resolve, reject) => {
      const job = { answer, resolve, reject };
      const queue = this.queues.get(answer.formId);
      if (queue) {
        queue.push(job);
        return;
      }
      this.queues.set(answer.formId, [job]);
      void this.drain(answer.formId);
    });
  }

  private async drain(formId: string) {
    const queue = this.queues.get(formId)!;
    while (queue.length > 0) await this.write(queue.splice(0, BATCH_MAX));
    this.queues.delete(formId);
    if (this.queues.size > 0) return;
    for (const resolve of this.waiting) resolve();
    this.waiting.clear();
  }

  private async write(batch: Job[]): Promise<void> {
    try {
      const saved = await insertNumberedBatch(
        this.db,
        batch.map((job) => job.answer),
      );
      for (const job of batch) {
        const row = saved.get(job.answer.id);
        job.resolve(
          row
            ? { id: row.id, formId: row.formId, code: row.code, pdfDownloadCode: row.pdfDownloadCode }
            : null,
        );
      }
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const job of batch) await this.write([job]);
    }
  }
}
