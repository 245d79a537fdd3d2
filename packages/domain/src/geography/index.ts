export * from './municipality-settings.ts';
export * from './validation.ts';
