/** The background job queue (pg-boss) and its admin routes. Other modules, the app's wiring, seeds and ops import the module from here. */
export { backfillJob } from './backfill.ts';
export { type JobDefinition, JobQueue, SCHEDULED_JOB_QUEUE } from './queue.ts';
