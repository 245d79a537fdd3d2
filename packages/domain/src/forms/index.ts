export * from './template.ts';
export * from './key-prefix.ts';
export * from './save-validation.ts';
export * from './states.ts';
export * from './options.ts';
export * from './api.ts';
export * from './editing.ts';
export * from './management.ts';
