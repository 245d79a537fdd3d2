export * from './rules.ts';
export * from './api.ts';
