export * from './geo.ts';
export * from './api.ts';
