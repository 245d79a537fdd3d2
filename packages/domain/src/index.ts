export * from './access/index.ts';
export * from './auth/index.ts';
export * from './config/index.ts';
export * from './i18n/languages.ts';
export * from './geography/index.ts';
export * from './users/index.ts';
export * from './i18n/format.ts';
export * from './forms/index.ts';
