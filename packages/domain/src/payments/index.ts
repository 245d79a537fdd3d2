export * from './rules.ts';
export * from './api.ts';
export * from '../i18n/catalogues/payment/index.ts';
