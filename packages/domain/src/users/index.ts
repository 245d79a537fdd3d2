export * from './schemas.ts';
export * from './import.ts';
