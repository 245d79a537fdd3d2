import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { exportValuesBackfillJob } from './modules/answers/export/backfill.ts';
import { passwordResetMailJob } from './modules/auth/password-reset.ts';
import { pendingFileSweepJob } from './modules/files/sweep.ts';
import type { JobDefinition } from './modules/jobs/queue.ts';
import { statisticsBackfillJob } from './modules/statistics/backfill.ts';
import { statisticsRecountJob } from './modules/statistics/recount.ts';
import { statisticsRollupJob } from './modules/statistics/rollup.ts';
import { userInvitationMailJob } from './modules/users/import.ts';
import { webhookDeliveryJobs } from './modules/webhooks/worker.ts';

/** Every background job of the server (issue 20 item 1), each defined by its feature; app.ts starts them. */
export const backgroundJobs = (ctx: AppContext, log: FastifyBaseLogger): JobDefinition[] => [
  ...webhookDeliveryJobs(ctx.webhooks.worker, ctx.config.webhooks.pollMs / 1000),
  passwordResetMailJob(ctx),
  userInvitationMailJob(ctx),
  pendingFileSweepJob(ctx, ctx.config.jobs.fileSweepSeconds, log),
  statisticsRollupJob(ctx, ctx.config.jobs.statisticsRollupSeconds, log),
  statisticsBackfillJob(ctx, log),
  statisticsRecountJob(ctx, log),
  exportValuesBackfillJob(ctx, log),
];
