export * from './data.ts';
