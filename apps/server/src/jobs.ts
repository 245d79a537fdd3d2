import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { exportValuesBackfillJob } from './modules/answers/index.ts';
import { passwordResetMailJob } from './modules/auth/index.ts';
import { pendingFileSweepJob } from './modules/files/index.ts';
import type { JobDefinition } from './modules/jobs/index.ts';
import {
  statisticsBackfillJob,
  statisticsRecountJob,
  statisticsRollupJob,
} from './modules/statistics/index.ts';
import { userInvitationMailJob } from './modules/users/index.ts';
import { webhookDeliveryJobs } from './modules/webhooks/index.ts';

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
