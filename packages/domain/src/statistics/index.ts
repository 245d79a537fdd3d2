export * from './time.ts';
export * from './figures.ts';
export * from './values.ts';
export * from './api.ts';
