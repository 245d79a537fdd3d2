export * from './roles.ts';
export * from './grants.ts';
export * from './ability.ts';
