export * from './schemas.ts';
export * from './import.ts';
export * from './import-api.ts';
export * from './import-csv.ts';
