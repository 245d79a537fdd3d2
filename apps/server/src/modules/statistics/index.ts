/** The statistics: a form's counts, the monthly figures, their backfill, recount and rollup. Other modules, the app's wiring, seeds and ops import the module from here. */
export { statisticsBackfillJob } from './backfill.ts';
export { statisticsRecountJob } from './recount.ts';
export { statisticsRollupJob } from './rollup.ts';
