export * from './credentials.ts';
export * from './schemas.ts';
