export * from './settings.ts';
export * from './download-code.ts';
export * from './layout.ts';
export * from './logo.ts';
export * from './preview.ts';
export * from './settings-access.ts';
export * from './lookup.ts';
export * from './voucher.ts';
