import { z } from 'zod';

/**
 * The background jobs (issue 20 item 1, apps/server/src/modules/jobs): the queues, and the admin's
 * view of them (GET /api/jobs) with the retry of a failed job.
 */
export const JOB_QUEUES = [
  'webhook-deliveries',
  'password-reset-mail',
  'user-invitation-mail',
  'pending-file-sweep',
  'statistics-rollup',
  'statistics-backfill',
  'statistics-recount',
  'export-values-backfill',
  'webhook-log-prune',
] as const;
export type JobQueueName = (typeof JOB_QUEUES)[number];
export const jobQueueNameSchema = z.enum(JOB_QUEUES);

/** How many of the last failures the page shows. */
export const JOB_FAILURES_SHOWN = 20;

/** One queue's jobs: waiting (or waiting to be retried), running, failed for good, retried or completed in the last 24 hours. */
export const jobQueueSchema = z.object({
  name: jobQueueNameSchema,
  queued: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  retriedRecently: z.number().int(),
  completedRecently: z.number().int(),
});
export type JobQueueCounts = z.infer<typeof jobQueueSchema>;

/** A job that failed for good (its retries spent): its last error, e-mail addresses masked. */
export const jobFailureSchema = z.object({
  id: z.uuid(),
  queue: jobQueueNameSchema,
  failedAt: z.string(),
  attempts: z.number().int(),
  error: z.string(),
});
export type JobFailure = z.infer<typeof jobFailureSchema>;

export const jobsOverviewSchema = z.object({
  queues: z.array(jobQueueSchema),
  failures: z.array(jobFailureSchema),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;

export const jobRetryParamsSchema = z.object({ queue: jobQueueNameSchema, id: z.uuid() });
