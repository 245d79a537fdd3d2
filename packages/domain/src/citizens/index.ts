export * from './data.ts';
export * from './schemas.ts';
