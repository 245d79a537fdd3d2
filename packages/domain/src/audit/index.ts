export * from './canonical.ts';
export * from './schemas.ts';
