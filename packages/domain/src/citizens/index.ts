export * from './data.ts';
export * from './schemas.ts';
export * from './portal.ts';
export * from './recipients.ts';
