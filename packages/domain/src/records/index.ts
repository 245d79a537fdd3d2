export * from './settings.ts';
export * from './download-code.ts';
