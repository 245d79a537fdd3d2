export * from './document.ts';
export * from './values.ts';
export * from './rules.ts';
export * from './structure.ts';
export * from './codes.ts';
export * from './api.ts';
export * from './review.ts';
export * from './own.ts';
