export * from './roles.ts';
export * from './grants.ts';
export * from './ability.ts';
export * from './conditions.ts';
