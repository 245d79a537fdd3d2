/**
 * The database's tables, one file per module (drizzle.config.ts reads this file; the migrations in
 * db/migrations are generated from it).
 */
export * from './geography.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './remote-config.ts';
export * from './audit.ts';
export * from './management-system.ts';
export * from './forms.ts';
export * from './answers.ts';
export * from './statistics.ts';
export * from './files.ts';
export * from './citizens.ts';
export * from './records.ts';
export * from './payments.ts';
export * from './webhooks.ts';
export * from './rate-limits.ts';
