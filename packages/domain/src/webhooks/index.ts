export * from './access.ts';
export * from './events.ts';
export * from './retry.ts';
export * from './schemas.ts';
export * from './signature.ts';
